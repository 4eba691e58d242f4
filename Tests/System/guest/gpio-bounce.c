// Bounces a gpio-sim line inside the QEMU guest faster than a shell can: writes "pull-down" and "pull-up"
// alternately to the line's sysfs `pull` file COUNT times (starting with pull-down, so an odd count ends low,
// which is pressed for an active-low button), GAP_US microseconds apart, and prints how long the edges took.
// Usage: gpio-bounce PULL_FILE COUNT [GAP_US]
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_BOOTTIME, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4) {
        fprintf(stderr, "usage: gpio-bounce PULL_FILE COUNT [GAP_US]\n");
        return 2;
    }
    int count = atoi(argv[2]);
    int gap = argc == 4 ? atoi(argv[3]) : 0;
    if (count < 1 || gap < 0) {
        fprintf(stderr, "gpio-bounce: COUNT must be at least 1 and GAP_US not negative\n");
        return 2;
    }
    int fd = open(argv[1], O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
        perror("gpio-bounce: open");
        return 1;
    }
    double start = now();
    for (int i = 0; i < count; i++) {
        const char *value = i % 2 == 0 ? "pull-down" : "pull-up";
        if (pwrite(fd, value, strlen(value), 0) < 0) {
            perror("gpio-bounce: write");
            return 1;
        }
        if (gap > 0 && i + 1 < count) usleep((useconds_t)gap);
    }
    double end = now();
    printf("bounced %d edges from %.6f to %.6f (%.3f ms)\n", count, start, end, (end - start) * 1000);
    return 0;
}
