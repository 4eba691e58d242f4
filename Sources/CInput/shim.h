// libinput over libudev: touch panels, pointers, keyboards and switch interfaces, with hotplug.
#include <libinput.h>
#include <libudev.h>
#include <linux/input-event-codes.h>
