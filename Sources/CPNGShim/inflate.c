// The row stream's inflater: zlib streams (RFC 1950, 1951) held whole in memory, inflated a
// part at a time into a window the caller keeps (its last 32 KiB are the matches' history).
//
// libdeflate inflates only whole streams, into one buffer as large as the image; zlib inflates
// a part at a time but copies matches a byte at a time (two or three bytes a cycle), which on UI
// screens (a hundred output bytes to a compressed one, runs of 258-byte matches) made zlib's
// inflate_fast half of a `compare --low-memory`. Here a match copies eight bytes at a time (a
// match nearer than eight bytes first writes one whole period of its pattern, then copies from
// that far back; from 16 bytes back on, 16 at a time), a distance of one is a memset, and the next 10 bits of a code are one table
// lookup (longer codes, rare, are decoded canonically a bit at a time).
//
// What zlib refuses is refused here too: a bad header or preset dictionary, block type 3, a
// stored block whose length and its complement disagree, over-subscribed codes, incomplete ones
// (but for a literal/length or distance code of a single 1-bit code, and a distance code with
// no codes at all), a missing end-of-block code, a repeat with nothing to repeat or past the
// lengths, more than 286 literal/length or 30 distance codes, symbols 286-287 and 30-31, a
// distance before the output's start, and a stream whose bits run out. The Adler-32 is the
// caller's (it sums the output as it goes).
#include "inflate.h"

#include <string.h>

static const uint16_t pn_length_base[29] = {
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
};
static const uint8_t pn_length_extra[29] = {
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
};
static const uint16_t pn_distance_base[30] = {
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
    1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
};
static const uint8_t pn_distance_extra[30] = {
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
};
/// The order of the code length code's lengths in a dynamic block header.
static const uint8_t pn_length_order[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

/// Loads bits into `*bits` (`*count` of them held, the next one lowest) from `in` at `*position`
/// until at least 56 are held: eight bytes at once while eight remain, then a byte at a time,
/// zeros past the end (`pn_overrun` tells when those were used). The symbol loop keeps the three
/// in locals, the block headers in the inflater.
static inline void pn_fill(const uint8_t *in, size_t length, size_t *position, uint64_t *bits, unsigned *count) {
    if (*position + 8 <= length) {
        uint64_t word;
        memcpy(&word, in + *position, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        word = __builtin_bswap64(word);
#endif
        // The bits past the 56 that are counted belong to the next byte and are loaded again,
        // identically, by the next refill.
        *bits |= word << *count;
        *position += (63 - *count) >> 3;
        *count |= 56;
    } else {
        while (*count < 56) {  // at most 63 bits: a shift by 64 would be undefined
            const uint64_t byte = *position < length ? in[*position] : 0;
            *bits |= byte << *count;
            (*position)++;
            *count += 8;
        }
    }
}

/// The next `n` bits (at most 32) of `*bits`, first bit lowest, taken out of it.
static inline uint32_t pn_take_bits(uint64_t *bits, unsigned *count, unsigned n) {
    const uint32_t value = (uint32_t)(*bits & ((UINT64_C(1) << n) - 1));
    *bits >>= n;
    *count -= n;
    return value;
}

static inline void pn_refill(pn_inflater *s) { pn_fill(s->in, s->length, &s->position, &s->bits, &s->count); }

static inline uint32_t pn_take(pn_inflater *s, unsigned n) { return pn_take_bits(&s->bits, &s->count, n); }

/// Whether bits past the end of the stream were used.
static inline int pn_overrun(const pn_inflater *s) {
    return s->position > s->length && s->position * 8 - s->count > s->length * 8;
}

/// Builds `h` from `n` code lengths. Nonzero when the code is over-subscribed, or incomplete
/// where that is refused: always for the code length code (`single` 0), and for the others
/// unless the longest code has 1 bit. A code with no lengths at all builds (nothing decodes).
static int pn_build(pn_huffman *h, const uint8_t *lengths, int n, int single) {
    memset(h->count, 0, sizeof h->count);
    memset(h->table, 0, sizeof h->table);
    for (int i = 0; i < n; i++) h->count[lengths[i]]++;
    h->count[0] = 0;
    int longest = 15;
    while (longest > 0 && h->count[longest] == 0) longest--;
    if (longest == 0) return 0;
    int left = 1;
    for (int len = 1; len <= 15; len++) {
        left = (left << 1) - h->count[len];
        if (left < 0) return 1;
    }
    if (left > 0 && !(single && longest == 1)) return 1;
    uint16_t offset[16];
    uint32_t next[16];
    offset[1] = 0;
    next[1] = 0;
    for (int len = 1; len < 15; len++) {
        offset[len + 1] = (uint16_t)(offset[len] + h->count[len]);
        next[len + 1] = (next[len] + h->count[len]) << 1;
    }
    for (int symbol = 0; symbol < n; symbol++) {
        const int len = lengths[symbol];
        if (len == 0) continue;
        h->symbol[offset[len]++] = (uint16_t)symbol;
        const uint32_t code = next[len]++;
        if (len > 10) continue;
        uint32_t reversed = 0;  // codes are sent first bit highest; the table is read lowest first
        for (int b = 0; b < len; b++) reversed |= ((code >> b) & 1) << (len - 1 - b);
        for (uint32_t k = reversed; k < 1024; k += UINT32_C(1) << len) h->table[k] = (uint32_t)len << 16 | (uint32_t)symbol;
    }
    return 0;
}

/// Decodes a symbol of `h` a bit at a time (canonical order); -1 when no code matches.
static int pn_decode_slow(const pn_huffman *h, uint64_t bits, unsigned *length) {
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= 15; len++) {
        code |= (int)(bits & 1);
        bits >>= 1;
        const int count = h->count[len];
        if (code - first < count) {
            *length = (unsigned)len;
            return h->symbol[index + (code - first)];
        }
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return -1;
}

/// The symbol of `h` that `bits` begin with (at least 15 of them loaded), and its code's length in
/// `*length`; -1 when no code matches.
static inline int pn_lookup(const pn_huffman *h, uint64_t bits, unsigned *length) {
    const uint32_t entry = h->table[bits & 1023];
    if (entry != 0) {
        *length = entry >> 16;
        return (int)(entry & 0xFFFF);
    }
    return pn_decode_slow(h, bits, length);
}

/// The next symbol of `h`; needs 15 bits loaded. -1 when no code matches.
static inline int pn_decode(pn_inflater *s, const pn_huffman *h) {
    unsigned length;
    const int symbol = pn_lookup(h, s->bits, &length);
    if (symbol < 0) return -1;
    s->bits >>= length;
    s->count -= length;
    return symbol;
}

/// The fixed codes of block type 1 (RFC 1951 §3.2.6).
static void pn_fixed_codes(pn_inflater *s) {
    uint8_t lengths[288];
    memset(lengths, 8, 144);
    memset(lengths + 144, 9, 112);
    memset(lengths + 256, 7, 24);
    memset(lengths + 280, 8, 8);
    pn_build(&s->literals, lengths, 288, 1);
    memset(lengths, 5, 32);
    pn_build(&s->distances, lengths, 32, 1);
}

/// Reads a dynamic block's codes (RFC 1951 §3.2.7); nonzero when they are invalid.
static int pn_dynamic_codes(pn_inflater *s) {
    uint8_t lengths[286 + 30];
    pn_refill(s);
    const int literals = (int)pn_take(s, 5) + 257, distances = (int)pn_take(s, 5) + 1, codes = (int)pn_take(s, 4) + 4;
    if (literals > 286 || distances > 30) return 1;
    memset(lengths, 0, 19);
    for (int i = 0; i < codes; i++) {
        pn_refill(s);
        lengths[pn_length_order[i]] = (uint8_t)pn_take(s, 3);
    }
    if (pn_build(&s->literals, lengths, 19, 0)) return 1;  // the code length code, for now
    const int total = literals + distances;
    for (int index = 0; index < total;) {
        pn_refill(s);
        const int symbol = pn_decode(s, &s->literals);
        if (symbol < 0) return 1;
        if (symbol < 16) {
            lengths[index++] = (uint8_t)symbol;
            continue;
        }
        uint8_t length = 0;
        int repeat;
        if (symbol == 16) {
            if (index == 0) return 1;
            length = lengths[index - 1];
            repeat = 3 + (int)pn_take(s, 2);
        } else if (symbol == 17) {
            repeat = 3 + (int)pn_take(s, 3);
        } else {
            repeat = 11 + (int)pn_take(s, 7);
        }
        if (index + repeat > total) return 1;
        memset(lengths + index, length, (size_t)repeat);
        index += repeat;
    }
    if (lengths[256] == 0) return 1;  // no end-of-block code
    return pn_build(&s->literals, lengths, literals, 1) || pn_build(&s->distances, lengths + literals, distances, 1);
}

int pn_inflate_init(pn_inflater *s, const uint8_t *in, size_t length) {
    memset(s, 0, sizeof *s);
    s->state = PN_INFLATE_END;
    if (length < 2) return 1;
    const unsigned cmf = in[0], flg = in[1];
    if ((cmf & 15) != 8 || (cmf >> 4) > 7 || ((cmf << 8) | flg) % 31 != 0 || (flg & 0x20) != 0) return 1;
    s->in = in;
    s->length = length;
    s->position = 2;
    s->state = PN_INFLATE_HEADER;
    return 0;
}

/// Starts the next block; nonzero when its header is invalid.
static int pn_block_header(pn_inflater *s) {
    pn_refill(s);
    s->last = (int)pn_take(s, 1);
    switch (pn_take(s, 2)) {
    case 0: {
        // To the next byte boundary; the whole bytes still loaded go back to the input.
        pn_take(s, s->count & 7);
        s->position -= s->count >> 3;
        s->bits = 0;
        s->count = 0;
        if (s->position > s->length || s->length - s->position < 4) return 1;
        const uint8_t *p = s->in + s->position;
        const unsigned length = p[0] | (unsigned)p[1] << 8, complement = p[2] | (unsigned)p[3] << 8;
        if (length != (~complement & 0xFFFF)) return 1;
        s->position += 4;
        s->stored = length;
        s->state = PN_INFLATE_STORED;
        if (length == 0) s->state = s->last ? PN_INFLATE_END : PN_INFLATE_HEADER;
        return 0;
    }
    case 1:
        pn_fixed_codes(s);
        s->state = PN_INFLATE_CODES;
        return pn_overrun(s);
    case 2:
        if (pn_dynamic_codes(s)) return 1;
        s->state = PN_INFLATE_CODES;
        return pn_overrun(s);
    default:
        return 1;
    }
}

/// Decodes the current block's symbols into `out` from `*at` until `*at` reaches `limit` or the
/// block ends. The bit reader lives in locals here: a write through `out` may alias anything, so
/// through `s` it would be stored and loaded again at every symbol. Nonzero when the block is
/// corrupt or used bits past the end of the stream.
static int pn_codes(pn_inflater *s, uint8_t *out, size_t *at, size_t limit) {
    const uint8_t *in = s->in;
    const size_t inLength = s->length;
    size_t position = s->position, pos = *at;
    uint64_t bits = s->bits;
    unsigned count = s->count;
    int failed = 0;
    while (pos < limit) {
        // 48 bits hold the longest symbol with its extras: 15 + 5 + 15 + 13.
        if (count < 48) pn_fill(in, inLength, &position, &bits, &count);
        unsigned used;
        int symbol = pn_lookup(&s->literals, bits, &used);
        if (symbol < 0) { failed = 1; break; }
        pn_take_bits(&bits, &count, used);
        if (symbol < 256) {
            out[pos++] = (uint8_t)symbol;
            continue;
        }
        if (symbol == 256) {
            s->state = s->last ? PN_INFLATE_END : PN_INFLATE_HEADER;
            break;
        }
        symbol -= 257;
        if (symbol >= 29) { failed = 1; break; }
        const size_t len = pn_length_base[symbol] + pn_take_bits(&bits, &count, pn_length_extra[symbol]);
        const int code = pn_lookup(&s->distances, bits, &used);
        if (code < 0 || code >= 30) { failed = 1; break; }
        pn_take_bits(&bits, &count, used);
        const size_t distance = pn_distance_base[code] + pn_take_bits(&bits, &count, pn_distance_extra[code]);
        if (distance > pos) { failed = 1; break; }
        uint8_t *dst = out + pos;
        const uint8_t *src = dst - distance;
        if (distance >= 16) {
            // Sixteen bytes at a time, each read from bytes already written; may write up to 15
            // bytes past the match, into the slack.
            for (size_t k = 0; k < len; k += 16) {
                uint8_t block[16];
                memcpy(block, src + k, 16);
                memcpy(dst + k, block, 16);
            }
        } else if (distance >= 8) {
            // Eight bytes at a time, likewise (up to seven bytes past the match).
            for (size_t k = 0; k < len; k += 8) {
                uint64_t word;
                memcpy(&word, src + k, 8);
                memcpy(dst + k, &word, 8);
            }
        } else if (distance == 1) {
            memset(dst, src[0], len);
        } else {
            // One period of at least eight bytes (a multiple of the distance) a byte at a time,
            // then words from that far back, which repeat the pattern.
            const size_t period = distance * ((8 + distance - 1) / distance);
            size_t k = 0;
            for (; k < len && k < period; k++) dst[k] = src[k];
            for (; k < len; k += 8) {
                uint64_t word;
                memcpy(&word, dst + k - period, 8);
                memcpy(dst + k, &word, 8);
            }
        }
        pos += len;
    }
    s->bits = bits;
    s->count = count;
    s->position = position;
    *at = pos;
    return failed || pn_overrun(s);
}

int pn_inflate_run(pn_inflater *s, uint8_t *out, size_t *at, size_t limit) {
    size_t pos = *at;
    int failed = 0;
    while (pos < limit && !failed) {
        if (s->state == PN_INFLATE_END) break;
        if (s->state == PN_INFLATE_HEADER) {
            failed = pn_block_header(s);
            continue;
        }
        if (s->state == PN_INFLATE_STORED) {
            size_t n = s->stored < limit - pos ? s->stored : limit - pos;
            if (s->length - s->position < n) { failed = 1; break; }
            memcpy(out + pos, s->in + s->position, n);
            s->position += n;
            pos += n;
            s->stored -= n;
            if (s->stored == 0) s->state = s->last ? PN_INFLATE_END : PN_INFLATE_HEADER;
            continue;
        }
        failed = pn_codes(s, out, &pos, limit);
    }
    if (!failed && pn_overrun(s)) failed = 1;
    *at = pos;
    return failed;
}

size_t pn_inflate_end_offset(const pn_inflater *s) {
    if (s->state != PN_INFLATE_END || s->in == NULL) return SIZE_MAX;
    const size_t end = (s->position * 8 - s->count + 7) / 8;
    return end > s->length ? SIZE_MAX : end;
}
