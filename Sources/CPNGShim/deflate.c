// Penumbra's deflater for the PNG encoder's strips (RFC 1951).
//
// The match search is zlib's lazy evaluation (deflate_slow) with hash chains over three bytes,
// but over a strip held whole in memory: positions are offsets into it, so there is no sliding
// window to copy and no hash table to slide down every 32 KiB (a quarter of zlib's time on a
// screen). Two things it knows of PNG rows: after the chain, the same bytes one row up are
// tried (the match rows make most; zlib's chain of 128 candidates often ends before it), and
// 258 bytes that repeat at distance 1 or one pixel back (flat rows: zeros after the Up filter,
// one colour unfiltered) are taken as a match at once without hashing each position. Each block
// of symbols is written in whichever of the dynamic, fixed and stored forms is smallest.
#include "deflate.h"
#include "CPNGShim.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum {
    PN_WINDOW_SIZE = 32768,
    PN_WINDOW_MASK = PN_WINDOW_SIZE - 1,
    PN_HASH_BITS = 15,
    PN_MIN_MATCH = 3,
    PN_MAX_MATCH = 258,
    PN_TOO_FAR = 4096,             // a 3-byte match farther than this costs more than its literals
    PN_BLOCK_SYMBOLS = 16384,      // symbols a block holds before it is written
    PN_LITLEN_CODES = 286,
    PN_DIST_CODES = 30,
    PN_CODELEN_CODES = 19,
    PN_END_OF_BLOCK = 256,
};

struct pn_deflater {
    uint32_t head[1u << PN_HASH_BITS];  // per hash: the newest position + 1 with it, or 0
    uint32_t prev[PN_WINDOW_SIZE];      // per position & mask: the previous position + 1 with its hash
    uint32_t symbols[PN_BLOCK_SYMBOLS]; // literal: the byte; match: distance << 8 | (length - 3)
    uint32_t count;
    uint32_t litlen_freq[PN_LITLEN_CODES];  // the block's symbols so far
    uint32_t dist_freq[PN_DIST_CODES];
    // The bit writer.
    uint64_t bits;
    unsigned bit_count;
    pn_deflate_output *out;
};

// RFC 1951 §3.2.5: length codes 257-285 and distance codes 0-29, their bases and extra bits.
static const uint16_t pn_length_base[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const uint8_t pn_length_extra[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                             4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t pn_dist_base[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                           513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
static const uint8_t pn_dist_extra[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                           9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };
static const uint8_t pn_codelen_order[PN_CODELEN_CODES] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13,
                                                            2, 14, 1, 15 };

// Length - 3 -> length code index (0-28); distance -> distance code: distance - 1 below 256,
// else 256 + ((distance - 1) >> 7).
static uint8_t pn_length_code[256];
static uint8_t pn_dist_code[512];
static pthread_once_t pn_tables_once = PTHREAD_ONCE_INIT;

static void pn_make_tables(void) {
    for (int code = 0; code < 29; code++) {
        int n = code == 28 ? 1 : 1 << pn_length_extra[code];
        for (int i = 0; i < n; i++) pn_length_code[pn_length_base[code] - 3 + i] = (uint8_t)code;
    }
    for (int code = 0; code < 30; code++) {
        int n = 1 << pn_dist_extra[code];
        for (int i = 0; i < n; i++) {
            int d = pn_dist_base[code] + i - 1;
            if (d < 256) pn_dist_code[d] = (uint8_t)code;
            else pn_dist_code[256 + (d >> 7)] = (uint8_t)code;
        }
    }
}

static inline unsigned pn_distance_code(uint32_t distance) {
    uint32_t d = distance - 1;
    return d < 256 ? pn_dist_code[d] : pn_dist_code[256 + (d >> 7)];
}

pn_deflater *pn_deflater_new(void) {
    pthread_once(&pn_tables_once, pn_make_tables);
    return (pn_deflater *)malloc(sizeof(pn_deflater));
}

void pn_deflater_free(pn_deflater *d) { free(d); }

// MARK: - Bits

/// Makes room for `bytes` more output bytes (and the 8 the bit writer may store past them).
static int pn_reserve(pn_deflater *d, size_t bytes) {
    pn_deflate_output *o = d->out;
    size_t need = o->used + bytes + 16;
    if (need <= o->capacity) return 0;
    size_t capacity = o->capacity < 4096 ? 4096 : o->capacity;
    while (capacity < need) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(o->bytes, capacity);
    if (grown == NULL) return 1;
    o->bytes = grown;
    o->capacity = capacity;
    return 0;
}

/// Appends the low `n` bits of `value` (n ≤ 32), first bit lowest. Room must be reserved.
static inline void pn_put(pn_deflater *d, uint32_t value, unsigned n) {
    d->bits |= (uint64_t)value << d->bit_count;
    d->bit_count += n;
    if (d->bit_count >= 32) {
        uint8_t *p = d->out->bytes + d->out->used;
        uint32_t word = (uint32_t)d->bits;
        p[0] = (uint8_t)word; p[1] = (uint8_t)(word >> 8); p[2] = (uint8_t)(word >> 16); p[3] = (uint8_t)(word >> 24);
        d->out->used += 4;
        d->bits >>= 32;
        d->bit_count -= 32;
    }
}

/// Writes out whole bytes, and the last part byte padded with zero bits.
static void pn_align(pn_deflater *d) {
    while (d->bit_count > 0) {
        d->out->bytes[d->out->used++] = (uint8_t)d->bits;
        d->bits >>= 8;
        d->bit_count = d->bit_count > 8 ? d->bit_count - 8 : 0;
    }
    d->bits = 0;
}

// MARK: - Huffman codes

/// Code lengths of at most `max_bits` for the `n` symbols of `freq` (0 for unused symbols):
/// optimal lengths by Moffat and Katajainen's in-place method over the symbols sorted by
/// frequency, then, when some exceed `max_bits`, the deepest moved up and shallower codes split
/// until the Kraft sum is whole again. At least two symbols must be used.
static void pn_code_lengths(const uint32_t *freq, int n, int max_bits, uint8_t *lengths) {
    uint64_t keys[PN_LITLEN_CODES];
    uint32_t a[PN_LITLEN_CODES] = { 0 };
    int used = 0;
    for (int s = 0; s < n; s++) {
        lengths[s] = 0;
        if (freq[s] > 0) keys[used++] = (uint64_t)freq[s] << 16 | (uint64_t)s;
    }
    // Insertion sort: at most 286 keys, mostly short runs.
    for (int i = 1; i < used; i++) {
        uint64_t k = keys[i];
        int j = i - 1;
        while (j >= 0 && keys[j] > k) { keys[j + 1] = keys[j]; j--; }
        keys[j + 1] = k;
    }
    for (int i = 0; i < used; i++) a[i] = (uint32_t)(keys[i] >> 16);
    // Moffat & Katajainen, "In-place calculation of minimum-redundancy codes" (1995).
    a[0] += a[1];
    int root = 0, leaf = 2;
    for (int next = 1; next < used - 1; next++) {
        if (leaf >= used || a[root] < a[leaf]) { a[next] = a[root]; a[root++] = (uint32_t)next; }
        else a[next] = a[leaf++];
        if (leaf >= used || (root < next && a[root] < a[leaf])) { a[next] += a[root]; a[root++] = (uint32_t)next; }
        else a[next] += a[leaf++];
    }
    a[used - 2] = 0;
    for (int next = used - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, taken = 0, depth = 0;
    root = used - 2;
    int next = used - 1;
    while (available > 0) {
        while (root >= 0 && (int)a[root] == depth) { taken++; root--; }
        while (available > taken) { a[next--] = (uint32_t)depth; available--; }
        available = 2 * taken;
        depth++;
        taken = 0;
    }
    // a[i] is now the depth of the i-th least frequent symbol (non-increasing in i).
    uint32_t count[PN_LITLEN_CODES + 1] = { 0 };
    for (int i = 0; i < used; i++) count[a[i] > (uint32_t)max_bits ? (uint32_t)max_bits : a[i]]++;
    uint32_t total = 0;
    for (int b = 1; b <= max_bits; b++) total += count[b] << (max_bits - b);
    while (total > (1u << max_bits)) {
        count[max_bits]--;
        for (int b = max_bits - 1; b > 0; b--) {
            if (count[b] > 0) { count[b]--; count[b + 1] += 2; break; }
        }
        total--;
    }
    // The least frequent symbols take the longest codes.
    int i = 0;
    for (int b = max_bits; b > 0; b--) {
        for (uint32_t k = 0; k < count[b]; k++) lengths[keys[i++] & 0xffff] = (uint8_t)b;
    }
}

/// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed for the LSB-first writer.
static void pn_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[16] = { 0 }, next[16];
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int b = 1; b < 16; b++) { code = (uint16_t)((code + count[b - 1]) << 1); next[b] = code; }
    for (int s = 0; s < n; s++) {
        unsigned len = lengths[s];
        if (len == 0) { codes[s] = 0; continue; }
        unsigned c = next[len]++, r = 0;
        for (unsigned b = 0; b < len; b++) { r = (r << 1) | (c & 1); c >>= 1; }
        codes[s] = (uint16_t)r;
    }
}

/// Ensures at least two symbols of `freq` are used (a code of one symbol is incomplete, which
/// some inflaters refuse), adding the lowest unused ones with frequency 1 at no real cost.
static void pn_at_least_two(uint32_t *freq, int n) {
    int used = 0;
    for (int s = 0; s < n; s++) used += freq[s] > 0;
    for (int s = 0; s < n && used < 2; s++) if (freq[s] == 0) { freq[s] = 1; used++; }
}

// MARK: - Blocks

/// The code-length symbols (0-18, with extra bits) of the run of lengths `lengths[0 ..< n]`:
/// each entry symbol | extra << 8. Returns how many.
static int pn_run_lengths(const uint8_t *lengths, int n, uint16_t *out) {
    int k = 0;
    for (int i = 0; i < n;) {
        uint8_t len = lengths[i];
        int run = 1;
        while (i + run < n && lengths[i + run] == len) run++;
        i += run;
        if (len == 0) {
            while (run >= 11) { int r = run > 138 ? 138 : run; out[k++] = (uint16_t)(18 | (r - 11) << 8); run -= r; }
            if (run >= 3) { out[k++] = (uint16_t)(17 | (run - 3) << 8); run = 0; }
            while (run-- > 0) out[k++] = 0;
        } else {
            out[k++] = len;
            run--;
            while (run >= 3) { int r = run > 6 ? 6 : run; out[k++] = (uint16_t)(16 | (r - 3) << 8); run -= r; }
            while (run-- > 0) out[k++] = len;
        }
    }
    return k;
}

static const uint8_t pn_codelen_extra_bits[19] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7 };

/// Writes `count` symbols, whose frequencies are `freq_litlen` and `freq_dist`, as one block of
/// the smallest form; `raw` is the block's input bytes (for a stored block), `final` marks the
/// stream's last block.
static int pn_write_block(pn_deflater *d, const uint32_t *symbols, uint32_t count, const uint32_t *freq_litlen,
                          const uint32_t *freq_dist, const uint8_t *raw, size_t raw_length, int final) {
    uint32_t litlen_freq[PN_LITLEN_CODES], dist_freq[PN_DIST_CODES];
    memcpy(litlen_freq, freq_litlen, sizeof litlen_freq);
    memcpy(dist_freq, freq_dist, sizeof dist_freq);
    litlen_freq[PN_END_OF_BLOCK] = 1;
    pn_at_least_two(litlen_freq, PN_LITLEN_CODES);
    pn_at_least_two(dist_freq, PN_DIST_CODES);
    uint8_t lengths[PN_LITLEN_CODES + PN_DIST_CODES];
    pn_code_lengths(litlen_freq, PN_LITLEN_CODES, 15, lengths);
    pn_code_lengths(dist_freq, PN_DIST_CODES, 15, lengths + PN_LITLEN_CODES);
    int hlit = PN_LITLEN_CODES, hdist = PN_DIST_CODES;
    while (hlit > 257 && lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && lengths[PN_LITLEN_CODES + hdist - 1] == 0) hdist--;
    uint8_t sequence[PN_LITLEN_CODES + PN_DIST_CODES];
    memcpy(sequence, lengths, (size_t)hlit);
    memcpy(sequence + hlit, lengths + PN_LITLEN_CODES, (size_t)hdist);
    uint16_t runs[PN_LITLEN_CODES + PN_DIST_CODES];
    int run_count = pn_run_lengths(sequence, hlit + hdist, runs);
    uint32_t codelen_freq[PN_CODELEN_CODES] = { 0 };
    for (int i = 0; i < run_count; i++) codelen_freq[runs[i] & 0xff]++;
    pn_at_least_two(codelen_freq, PN_CODELEN_CODES);
    uint8_t codelen_lengths[PN_CODELEN_CODES];
    pn_code_lengths(codelen_freq, PN_CODELEN_CODES, 7, codelen_lengths);
    int hclen = PN_CODELEN_CODES;
    while (hclen > 4 && codelen_lengths[pn_codelen_order[hclen - 1]] == 0) hclen--;

    // The size of each form, in bits. Extra bits are the same for dynamic and fixed codes.
    uint64_t extra = 0;
    for (int c = 0; c < 29; c++) extra += (uint64_t)freq_litlen[257 + c] * pn_length_extra[c];
    for (int c = 0; c < 30; c++) extra += (uint64_t)freq_dist[c] * pn_dist_extra[c];
    uint64_t dynamic = 3 + 14 + 3 * (uint64_t)hclen + extra;
    for (int i = 0; i < run_count; i++) {
        unsigned s = runs[i] & 0xff;
        dynamic += codelen_lengths[s] + pn_codelen_extra_bits[s];
    }
    uint64_t fixed = 3 + extra + 7;  // 7: end of block
    for (int s = 0; s < PN_LITLEN_CODES; s++) {
        uint32_t f = s == PN_END_OF_BLOCK ? 1 : freq_litlen[s];
        dynamic += (uint64_t)f * lengths[s];
        if (s != PN_END_OF_BLOCK) fixed += (uint64_t)f * (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8);
    }
    for (int s = 0; s < PN_DIST_CODES; s++) {
        dynamic += (uint64_t)freq_dist[s] * lengths[PN_LITLEN_CODES + s];
        fixed += (uint64_t)freq_dist[s] * 5;
    }
    const size_t stored_blocks = raw_length == 0 ? 1 : (raw_length + 65534) / 65535;
    uint64_t stored = (uint64_t)stored_blocks * (3 + 7 + 32) + 8 * (uint64_t)raw_length;

    if (stored < dynamic && stored < fixed) {
        if (pn_reserve(d, raw_length + 12 * stored_blocks)) return 1;
        size_t at = 0;
        do {
            size_t n = raw_length - at > 65535 ? 65535 : raw_length - at;
            int is_final = final && at + n == raw_length;
            pn_put(d, (uint32_t)is_final, 3);  // BTYPE 00
            pn_align(d);
            uint8_t *p = d->out->bytes + d->out->used;
            p[0] = (uint8_t)n; p[1] = (uint8_t)(n >> 8); p[2] = (uint8_t)~n; p[3] = (uint8_t)(~n >> 8);
            memcpy(p + 4, raw + at, n);
            d->out->used += 4 + n;
            at += n;
        } while (at < raw_length);
        return 0;
    }
    // The symbols take at most 15 + 5 + 15 + 13 bits each; the header at most 4,500 bits.
    if (pn_reserve(d, (size_t)count * 6 + 1024)) return 1;
    // The fixed code has 288 literal/length symbols (286 and 287 unused but counted in its
    // canonical order) and 32 distance symbols.
    uint16_t litlen_codes[288], dist_codes[32];
    const uint8_t *litlen_lengths, *dist_lengths;
    int litlen_symbols = PN_LITLEN_CODES, dist_symbols = PN_DIST_CODES;
    uint8_t fixed_lengths[288 + 32];
    if (fixed <= dynamic) {
        for (int s = 0; s < 288; s++) fixed_lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
        for (int s = 0; s < 32; s++) fixed_lengths[288 + s] = 5;
        litlen_lengths = fixed_lengths;
        dist_lengths = fixed_lengths + 288;
        litlen_symbols = 288;
        dist_symbols = 32;
        pn_put(d, (uint32_t)final | 1u << 1, 3);
    } else {
        litlen_lengths = lengths;
        dist_lengths = lengths + PN_LITLEN_CODES;
        pn_put(d, (uint32_t)final | 2u << 1, 3);
        pn_put(d, (uint32_t)(hlit - 257), 5);
        pn_put(d, (uint32_t)(hdist - 1), 5);
        pn_put(d, (uint32_t)(hclen - 4), 4);
        for (int i = 0; i < hclen; i++) pn_put(d, codelen_lengths[pn_codelen_order[i]], 3);
        uint16_t codelen_codes[PN_CODELEN_CODES];
        pn_codes(codelen_lengths, PN_CODELEN_CODES, codelen_codes);
        for (int i = 0; i < run_count; i++) {
            unsigned s = runs[i] & 0xff;
            pn_put(d, codelen_codes[s], codelen_lengths[s]);
            if (s >= 16) pn_put(d, runs[i] >> 8, pn_codelen_extra_bits[s]);
        }
    }
    pn_codes(litlen_lengths, litlen_symbols, litlen_codes);
    pn_codes(dist_lengths, dist_symbols, dist_codes);
    for (uint32_t i = 0; i < count; i++) {
        uint32_t sym = symbols[i];
        uint32_t distance = sym >> 8;
        if (distance == 0) {
            pn_put(d, litlen_codes[sym], litlen_lengths[sym]);
            continue;
        }
        unsigned l = sym & 0xff, lc = pn_length_code[l];
        unsigned dc = pn_distance_code(distance);
        // Code and extra bits of the length, then of the distance: at most 15 + 5 and 15 + 13.
        pn_put(d, litlen_codes[257 + lc] | (uint32_t)(l + 3 - pn_length_base[lc]) << litlen_lengths[257 + lc],
               litlen_lengths[257 + lc] + pn_length_extra[lc]);
        pn_put(d, dist_codes[dc] | (uint32_t)(distance - pn_dist_base[dc]) << dist_lengths[dc],
               dist_lengths[dc] + pn_dist_extra[dc]);
    }
    pn_put(d, litlen_codes[PN_END_OF_BLOCK], litlen_lengths[PN_END_OF_BLOCK]);
    return 0;
}

// MARK: - Matches

/// How many bytes from `a` equal those from `b`, up to `max`.
static inline uint32_t pn_common(const uint8_t *a, const uint8_t *b, uint32_t max) {
    uint32_t n = 0;
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        uint64_t diff = x ^ y;
        if (diff != 0) return n + ((uint32_t)__builtin_ctzll(diff) >> 3);
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}

/// The hash of the three bytes at `p` (a four-byte load, its last byte shifted out; the fourth
/// byte must be readable).
static inline uint32_t pn_hash(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return ((v << 8) * 0x9E3779B1u) >> (32 - PN_HASH_BITS);
}

static inline uint32_t pn_insert(pn_deflater *d, const uint8_t *data, size_t p) {
    uint32_t h = pn_hash(data + p);
    uint32_t candidate = d->head[h];
    d->prev[p & PN_WINDOW_MASK] = candidate;
    d->head[h] = (uint32_t)p + 1;
    return candidate;
}

/// Adds positions `from ..< to` to their hash chains.
static inline void pn_insert_range(pn_deflater *d, const uint8_t *data, size_t from, size_t to) {
    uint32_t *head = d->head, *prev = d->prev;
    for (size_t q = from; q < to; q++) {
        uint32_t h = pn_hash(data + q);
        prev[q & PN_WINDOW_MASK] = head[h];
        head[h] = (uint32_t)q + 1;
    }
}

/// The longest match at `p` longer than `best` (at most `max` bytes), searching the chain from
/// `candidate`; its length (or `best` when none is longer) and distance.
static inline uint32_t pn_longest(const pn_deflater *d, const uint8_t *data, size_t p, uint32_t candidate,
                                  uint32_t best, uint32_t max, const pn_deflate_params *params, uint32_t *distance) {
    int chain = params->chain;
    if ((int)best >= params->good) chain >>= 2;
    const uint32_t nice = (uint32_t)params->nice < max ? (uint32_t)params->nice : max;
    const uint8_t *here = data + p;
    while (candidate != 0 && chain-- > 0) {
        size_t c = candidate - 1;
        size_t gap = p - c;
        if (gap >= PN_WINDOW_SIZE) break;
        const uint8_t *there = data + c;
        if (there[best] == here[best] && there[0] == here[0] && there[1] == here[1]) {
            uint32_t len = pn_common(here, there, max);
            if (len > best) {
                best = len;
                *distance = (uint32_t)gap;
                if (len >= nice) break;
            }
        }
        candidate = d->prev[c & PN_WINDOW_MASK];
    }
    // The same bytes a row up: the match PNG's rows make most, which the chain may not reach,
    // or reaches only through a nearer candidate of the same length (a nearer one costs fewer
    // distance bits, so the row is tried last and taken only when longer).
    if (best < nice && params->row > 0 && (size_t)params->row <= p && params->row < PN_WINDOW_SIZE) {
        const uint8_t *there = here - params->row;
        if (there[best] == here[best] && there[0] == here[0]) {
            uint32_t len = pn_common(here, there, max);
            if (len > best) {
                best = len;
                *distance = (uint32_t)params->row;
            }
        }
    }
    return best;
}

static inline void pn_literal(pn_deflater *d, uint8_t byte) {
    d->symbols[d->count++] = byte;
    d->litlen_freq[byte]++;
}

static inline void pn_match(pn_deflater *d, uint32_t length, uint32_t distance) {
    d->symbols[d->count++] = distance << 8 | (length - PN_MIN_MATCH);
    unsigned lc = 257 + pn_length_code[length - PN_MIN_MATCH], dc = pn_distance_code(distance);
    d->litlen_freq[lc]++;
    d->dist_freq[dc]++;

}

/// Writes the symbols so far as a block of the bytes `data[*block_start ..< p]`.
static int pn_flush_block(pn_deflater *d, const uint8_t *data, size_t *block_start, size_t p, int final) {
    if (pn_write_block(d, d->symbols, d->count, d->litlen_freq, d->dist_freq, data + *block_start, p - *block_start, final)) return 1;
    *block_start = p;
    d->count = 0;
    memset(d->litlen_freq, 0, sizeof d->litlen_freq);
    memset(d->dist_freq, 0, sizeof d->dist_freq);
    return 0;
}

int pn_deflate(pn_deflater *d, const uint8_t *data, size_t start, size_t end, int last,
               const pn_deflate_params *params, pn_deflate_output *out) {
    d->out = out;
    d->bits = 0;
    d->bit_count = 0;
    d->count = 0;
    memset(d->litlen_freq, 0, sizeof d->litlen_freq);
    memset(d->dist_freq, 0, sizeof d->dist_freq);
    memset(d->head, 0, sizeof d->head);
    // Positions are hashed while four bytes remain (the hash loads four); the last three are
    // always literals.
    const size_t hash_end = end >= 3 ? end - 3 : 0;
    const size_t history = start > PN_WINDOW_SIZE - 1 ? start - (PN_WINDOW_SIZE - 1) : 0;
    pn_insert_range(d, data, history, start < hash_end ? start : hash_end);

    size_t block_start = start;
    size_t p = start;
    uint32_t pending_length = 0, pending_distance = 0;  // the lazy match at p - 1 (pending_length 0: none)
    int pending_literal = 0;                            // the byte at p - 1 waits
    while (p < end) {
        if (d->count + 2 > PN_BLOCK_SYMBOLS) {
            // The pending byte at p - 1 belongs to the next block.
            size_t cut = pending_literal ? p - 1 : p;
            if (pn_flush_block(d, data, &block_start, cut, 0)) return 1;
        }
        uint32_t max = end - p > PN_MAX_MATCH ? PN_MAX_MATCH : (uint32_t)(end - p);
        if (!pending_literal && max == PN_MAX_MATCH) {
            // The next 258 bytes repeat at distance 1 or a pixel's: take them at once, unhashed.
            size_t period = 0;
            if (p >= 1 && pn_common(data + p, data + p - 1, PN_MAX_MATCH) == PN_MAX_MATCH) period = 1;
            else if (p >= (size_t)params->period && params->period > 1
                     && pn_common(data + p, data + p - params->period, PN_MAX_MATCH) == PN_MAX_MATCH) period = (size_t)params->period;
            if (period) {
                pn_match(d, PN_MAX_MATCH, (uint32_t)period);
                p += PN_MAX_MATCH;
                // The last positions join the chains, for what follows.
                pn_insert_range(d, data, p - 3, p < hash_end ? p : hash_end);
                continue;
            }
        }
        uint32_t length = 0, distance = 0;
        if (p < hash_end) {
            uint32_t candidate = pn_insert(d, data, p);
            uint32_t best = pending_length > PN_MIN_MATCH - 1 ? pending_length : PN_MIN_MATCH - 1;
            if (candidate != 0 && best < max && pending_length < (uint32_t)params->lazy) {
                uint32_t found = pn_longest(d, data, p, candidate, best, max, params, &distance);
                if (found > best && !(found == PN_MIN_MATCH && distance > PN_TOO_FAR)) length = found;
            }
        }
        if (pending_length >= PN_MIN_MATCH && length <= pending_length) {
            // The match at p - 1 is at least as long as any at p: take it.
            pn_match(d, pending_length, pending_distance);
            size_t next = p - 1 + pending_length;
            pn_insert_range(d, data, p + 1, next < hash_end ? next : hash_end);
            p = next;
            pending_length = 0;
            pending_literal = 0;
            continue;
        }
        if (pending_literal) pn_literal(d, data[p - 1]);
        pending_literal = 1;
        pending_length = length;
        pending_distance = distance;
        p++;
    }
    if (pending_literal) pn_literal(d, data[p - 1]);
    if (pn_flush_block(d, data, &block_start, end, last)) return 1;
    if (!last) {
        // An empty stored block, as zlib's sync flush writes: the next part starts on a byte.
        if (pn_reserve(d, 16)) return 1;
        pn_put(d, 0, 3);
        pn_align(d);
        uint8_t *q = d->out->bytes + d->out->used;
        q[0] = 0; q[1] = 0; q[2] = 0xff; q[3] = 0xff;
        d->out->used += 4;
    } else {
        pn_align(d);
    }
    return 0;
}

int pn_deflate_bytes(const uint8_t *data, size_t start, size_t end, int last, int good, int lazy, int nice,
                     int chain, int period, int row, uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    pn_deflater *d = pn_deflater_new();
    if (d == NULL) return 1;
    const pn_deflate_params params = { good, lazy, nice, chain, period, row };
    pn_deflate_output output = { NULL, 0, 0 };
    int status = pn_deflate(d, data, start, end, last, &params, &output);
    pn_deflater_free(d);
    if (status != 0) { free(output.bytes); return 1; }
    *out = output.bytes;
    *out_size = output.used;
    return 0;
}
