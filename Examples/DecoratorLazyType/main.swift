let numbers = [1, 2, 3]
let doubledLarge = numbers.lazy.filter { $0 > 1 }.map { $0 * 2 }

print(type(of: doubledLarge))
print(Array(doubledLarge))
