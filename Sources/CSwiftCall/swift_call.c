// The header's one function is inline; SwiftPM needs a source file to build a C target.
#include "CSwiftCall.h"
