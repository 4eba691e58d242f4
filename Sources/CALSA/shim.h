#ifndef BRICKSON_CALSA_SHIM_H
#define BRICKSON_CALSA_SHIM_H
#include <alsa/asoundlib.h>
#endif
