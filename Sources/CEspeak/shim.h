#ifndef BRICKSON_CESPEAK_SHIM_H
#define BRICKSON_CESPEAK_SHIM_H
#include <espeak-ng/speak_lib.h>
#endif
