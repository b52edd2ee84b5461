// expect: compile-error
// The caretaker may hold a memento, but outside ExpenseLog.swift it can
// neither change one nor make one up.
var checkpoint = ExpenseLog().makeMemento()
checkpoint.total = 0
let forged = ExpenseLog.Memento(items: [], total: 0, nextID: 1)
