// expect: compile-error
/// Adds up the sizes of several folders, each measured in a child task.
func totalBytes(of folders: [String: Int]) async -> Int {
    var total = 0
    await withTaskGroup(of: Void.self) { group in
        for (_, bytes) in folders {
            group.addTask { total += bytes }  // every child writes the same variable
        }
    }
    return total
}

print(await totalBytes(of: ["Documents": 4_200]))  // one folder: no second child to race with
