// This file imports BerthBoard only, never BerthCodes.
import BerthBoard

print(boardLine("Nordlys", berth: "B12"))
print("B07".isBerthCode)  // a member of a module this file never imported
