let playlist = LinkedList(["Intro", "Blue Train", "So What", "Outro"])

// snippet.value
// The list's iterator is a struct whose only state is a reference to an
// immutable node: copying it copies the position.
var a = playlist.makeIterator()
_ = a.next()         // a has handed out Intro
var b = a            // b starts where a is now
_ = a.next()         // a moves on; b does not
print("struct iterator: a gives \(a.next() ?? "end"), b gives \(b.next() ?? "end")")
// snippet.end

// snippet.shared
// AnyIterator is a struct too, but it keeps the wrapped iterator in a class
// instance: a copy refers to the same position.
var c = AnyIterator(playlist.makeIterator())
_ = c.next()
var d = c
_ = c.next()
print("AnyIterator:     c gives \(c.next() ?? "end"), d gives \(d.next() ?? "end")")
// snippet.end
