// What Swift cannot call on Linux: the kernel's waitid takes a fifth argument, the ended
// child's resource usage, which glibc's waitid leaves out, and `syscall` is variadic. Used by
// SiteKit's Platform/ProcessControl.swift; macOS has its own way, written there.
#ifndef PROCESS_USAGE_H
#define PROCESS_USAGE_H

#include <sys/resource.h>
#include <sys/types.h>

#ifdef __linux__
/// Waits until the child `pid` has ended and fills `usage` with what `wait4` would report for
/// it (its peak resident set size and that of the children it waited for), without reaping
/// it: whoever started it still collects its exit status. Returns 0, or -1 with errno set.
int process_usage_wait_without_reaping(pid_t pid, struct rusage *usage);
#endif

#endif
