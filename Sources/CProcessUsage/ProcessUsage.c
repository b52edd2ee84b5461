#include "ProcessUsage.h"

#ifdef __linux__
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int process_usage_wait_without_reaping(pid_t pid, struct rusage *usage) {
    siginfo_t info;
    // WNOWAIT leaves the child a zombie; the kernel fills `usage` all the same.
    return (int)syscall(SYS_waitid, P_PID, pid, &info, WEXITED | WNOWAIT, usage);
}
#endif
