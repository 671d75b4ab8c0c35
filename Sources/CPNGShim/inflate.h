// The row stream's inflater (inflate.c); not public.
#ifndef PENUMBRA_CPNGSHIM_INFLATE_H
#define PENUMBRA_CPNGSHIM_INFLATE_H

#include <stddef.h>
#include <stdint.h>

/// Bytes an output buffer needs past the limit given to `pn_inflate_run`: the last symbol may
/// carry the output up to 258 bytes past it, and match copies write whole 8-byte words.
enum { PN_INFLATE_SLACK = 258 + 16 };

/// One Huffman code of a block: a lookup of the next 10 bits for codes of at most 10 bits
/// (entry: length << 16 | symbol, or 0), and the canonical counts and symbols for the rest.
typedef struct {
    uint32_t table[1024];
    uint16_t count[16];
    uint16_t symbol[288];
} pn_huffman;

/// A zlib stream held whole in memory, inflated a part at a time into the caller's buffer.
typedef struct {
    const uint8_t *in;
    size_t length;     // bytes at `in`
    size_t position;   // the next byte to load; may pass `length` by the zero bytes loaded past the end
    uint64_t bits;     // loaded bits, the next one lowest
    unsigned count;    // how many of `bits` are loaded
    int state;         // PN_INFLATE_* below
    int last;          // the current block is the final one
    size_t stored;     // bytes left of a stored block
    pn_huffman literals, distances;
} pn_inflater;

enum { PN_INFLATE_HEADER = 0, PN_INFLATE_STORED = 1, PN_INFLATE_CODES = 2, PN_INFLATE_END = 3 };

/// Checks the zlib header of the `length` bytes at `in` and starts at the first block; nonzero
/// when the header is not zlib's deflate without a preset dictionary.
int pn_inflate_init(pn_inflater *s, const uint8_t *in, size_t length);

/// Inflates into `out` from `*at` until `*at` reaches `limit` or the final block ends. The
/// bytes `out[0 ..< *at]` must hold the stream's last 32 KiB of output (or all of it, when
/// there is less): matches reach back into them. `out` must have room for `limit +
/// PN_INFLATE_SLACK` bytes. Returns nonzero when the stream is corrupt or ends early.
int pn_inflate_run(pn_inflater *s, uint8_t *out, size_t *at, size_t limit);

/// After the final block: the offset of the byte after it (where the Adler-32 trailer begins),
/// or SIZE_MAX when the stream has not ended or ran past its bytes.
size_t pn_inflate_end_offset(const pn_inflater *s);

#endif
