// expect: compile-error
import ObjectiveC
