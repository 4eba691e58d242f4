// libxkbcommon: keymaps compiled from xkb-data by rules, model, layout, variant and options (RMLVO), the state of a
// keyboard's modifiers and groups, and compose sequences (dead keys) from the X11 compose tables.
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
