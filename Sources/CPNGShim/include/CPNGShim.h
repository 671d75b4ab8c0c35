#ifndef PENUMBRA_CPNGSHIM_H
#define PENUMBRA_CPNGSHIM_H
// C entry points around libpng. libpng reports errors by longjmp; these functions catch that
// inside C so it never unwinds through Swift frames, and return an error code and message.
#endif
