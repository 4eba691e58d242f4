// SDL2, for the simulator's desktop window only.
#include <SDL.h>

/// SDL_WINDOWPOS_CENTERED is a macro Swift cannot import.
static inline int brickson_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
/// SDL_INIT_VIDEO is a macro Swift cannot import as an unsigned constant.
static inline unsigned int brickson_sdl_init_video(void) { return SDL_INIT_VIDEO; }
