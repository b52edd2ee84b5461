// expect: compile-error
// The caretaker may hold a memento, but outside RoutePlan.swift it can
// neither change one nor make one up.
var checkpoint = RoutePlan().makeMemento()
checkpoint.distance = 0
let forged = RoutePlan.Memento(legs: [], distance: 0, nextNumber: 1)
