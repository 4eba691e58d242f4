// libgpiod 1.6 (the v1 API of Debian 12 and Raspberry Pi OS 12).
#include <gpiod.h>

/// GPIOD_LINE_REQUEST_FLAG_* are built with a macro Swift cannot import as constants.
static inline int brickson_gpiod_flag_active_low(void) { return GPIOD_LINE_REQUEST_FLAG_ACTIVE_LOW; }
static inline int brickson_gpiod_flag_bias_disable(void) { return GPIOD_LINE_REQUEST_FLAG_BIAS_DISABLE; }
static inline int brickson_gpiod_flag_bias_pull_down(void) { return GPIOD_LINE_REQUEST_FLAG_BIAS_PULL_DOWN; }
static inline int brickson_gpiod_flag_bias_pull_up(void) { return GPIOD_LINE_REQUEST_FLAG_BIAS_PULL_UP; }
