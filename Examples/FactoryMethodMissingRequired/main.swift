// expect: compile-error
// The category's factory method builds `self.init()`, but nothing promises
// that every subclass still has an `init()`.
class UploadPlan {
    init() {}

    class func plan(forMegabytes size: Int) -> UploadPlan {
        self.init()
    }
}
