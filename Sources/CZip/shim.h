#ifndef BRICKSON_CZIP_SHIM_H
#define BRICKSON_CZIP_SHIM_H

#include <zip.h>

#endif
