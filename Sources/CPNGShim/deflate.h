// The encoder's deflater (deflate.c); not public.
#ifndef PENUMBRA_CPNGSHIM_DEFLATE_H
#define PENUMBRA_CPNGSHIM_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// How hard the match finder searches (zlib's names and meanings): a match of `nice` bytes is
/// taken at once; no lazy search follows a match of `lazy` bytes or more; a lazy search after a
/// match of `good` bytes or more walks a quarter of the chain; at most `chain` candidates.
/// `period` is the bytes of a pixel (1-4), `row` the bytes of a filtered row (the filter byte
/// included), or 0 when the data has no rows.
typedef struct { int good, lazy, nice, chain, period, row; } pn_deflate_params;

/// One worker's match finder and symbol buffer, reused from strip to strip.
typedef struct pn_deflater pn_deflater;

pn_deflater *pn_deflater_new(void);
void pn_deflater_free(pn_deflater *d);

/// A strip's compressed bytes, from the own deflater or zlib: `used` of `capacity` at `bytes`
/// (malloc'ed, grown as needed).
typedef struct { uint8_t *bytes; size_t capacity, used; } pn_deflate_output;

/// Deflates `data[start ..< end]` as raw deflate blocks appended to `out`, with the up to
/// 32 KiB before `start` as history (matches reach back into it, as a preset dictionary would).
/// With `last`, the final block ends the stream (padded to a byte); otherwise the blocks end
/// with an empty stored block, as zlib's sync flush does, so the next part starts on a byte.
/// The bytes depend only on the data, `start`, `end`, `last` and `params`. Returns nonzero when
/// out of memory.
int pn_deflate(pn_deflater *d, const uint8_t *data, size_t start, size_t end, int last,
               const pn_deflate_params *params, pn_deflate_output *out);

#endif
