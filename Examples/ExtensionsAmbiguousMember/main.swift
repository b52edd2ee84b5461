// expect: compile-error
import DockCodes
import PierCodes

// Two imported modules add the same member to String.
print("P4".isHarbourCode)
