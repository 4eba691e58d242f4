#ifndef BRICKSON_CSNDFILE_SHIM_H
#define BRICKSON_CSNDFILE_SHIM_H
#include <sndfile.h>
#endif
