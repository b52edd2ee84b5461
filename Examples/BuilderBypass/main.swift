// expect: compile-error
// Going around the builder to get the combination its rules forbid.
let poster = PrintJob(document: "poster.jpg", copies: 1, doubleSided: true,
                      colour: true, paper: .photo, staple: false)
