// expect: compile-error
let track = Track(title: "Harbour Lights", artist: "The Tidewaters", seconds: 212, plays: 1_840)
track.storedPlays = -5_000   // main.swift reaching past the rule to the storage
