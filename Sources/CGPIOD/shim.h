// libgpiod 2.x (the v2 API: Debian 13's 2.2, bookworm-backports' 2.1). Its constants are plain enums Swift imports
// as they are, so this shim only includes the header and refuses the v1 API, which has the same header name.
#include <gpiod.h>

#ifdef GPIOD_LINE_BULK_MAX_LINES
#error "Brickson needs libgpiod 2.1 or newer (the v2 API); this is libgpiod 1.x. Image/setup-host installs 2.x."
#endif
