// Sets the simulated pull of several gpio-sim lines back to back, as close together as the guest allows (two
// buttons pressed at once), and prints how far apart the first and last writes were.
// Usage: gpio-pull pull-down|pull-up PULL_FILE...
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { MAX_LINES = 8 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_BOOTTIME, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc - 2 > MAX_LINES || (strcmp(argv[1], "pull-down") != 0 && strcmp(argv[1], "pull-up") != 0)) {
        fprintf(stderr, "usage: gpio-pull pull-down|pull-up PULL_FILE... (at most %d)\n", MAX_LINES);
        return 2;
    }
    int fds[MAX_LINES];
    for (int i = 2; i < argc; i++) {
        fds[i - 2] = open(argv[i], O_WRONLY | O_CLOEXEC);
        if (fds[i - 2] < 0) {
            perror(argv[i]);
            return 1;
        }
    }
    double first = now();
    for (int i = 0; i < argc - 2; i++) {
        if (pwrite(fds[i], argv[1], strlen(argv[1]), 0) < 0) {
            perror("gpio-pull: write");
            return 1;
        }
    }
    double last = now();
    printf("%s on %d lines at %.6f, %.3f ms apart\n", argv[1], argc - 2, first, (last - first) * 1000);
    return 0;
}
