// Stands in for systemd's notify socket inside the QEMU guest: binds the AF_UNIX datagram socket named by
// NOTIFY_SOCKET and prints each message it receives, with the guest's CLOCK_BOOTTIME, so the system test on
// the host sees READY=1 and when it came.
// Usage: notify-listen SOCKET_PATH
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: notify-listen SOCKET_PATH\n");
        return 2;
    }
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        perror("notify-listen: socket");
        return 1;
    }
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    if (strlen(argv[1]) >= sizeof addr.sun_path) {
        fprintf(stderr, "notify-listen: path too long\n");
        return 2;
    }
    strcpy(addr.sun_path, argv[1]);
    unlink(argv[1]);
    if (bind(fd, (struct sockaddr *)&addr, sizeof addr) < 0) {
        perror("notify-listen: bind");
        return 1;
    }
    char buf[4096];
    for (;;) {
        ssize_t n = recv(fd, buf, sizeof buf - 1, 0);
        if (n < 0) {
            perror("notify-listen: recv");
            return 1;
        }
        buf[n] = 0;
        for (ssize_t i = 0; i < n; i++) {
            if (buf[i] == '\n') buf[i] = ' ';
        }
        struct timespec now;
        clock_gettime(CLOCK_BOOTTIME, &now);
        printf("NOTIFY %ld.%06ld %s\n", (long)now.tv_sec, now.tv_nsec / 1000, buf);
        fflush(stdout);
    }
}
