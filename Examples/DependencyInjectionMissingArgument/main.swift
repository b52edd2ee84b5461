// expect: compile-error
// The same forgotten messenger, with initializer injection: the build stops here.
let desk = LoanDesk(store: LoanBook())
desk.lend("sander", to: "Jonas")
