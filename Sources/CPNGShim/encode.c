// The PNG encoder: filters and deflates row strips in parallel (encode_filter.c,
// encode_deflate.c), then writes the file's chunks itself (CRC with zlib's crc32). The strip
// split depends only on the image size, so the bytes are the same with any number of threads.
// No filtered copy of the whole image is kept: each worker filters a strip into its own window
// (about 290 KiB), so an encode's memory does not grow with the image beyond its output.
#include "CPNGShim.h"
#include "encode_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// Filtered bytes per strip (rounded down to whole rows, at least one row). Each strip costs a
/// sync-flush marker and a new deflate block, and its worker re-hashes the 32 KiB dictionary
/// (about 3 % of the CPU time at 256 KiB). On the 1170x2532 app screen of bench-png (8.9 MB
/// filtered, 35 strips) 192 KiB to 768 KiB strips all gave 84,867-85,341 bytes, smaller than
/// libpng's single stream (85,783): block boundaries move, matches still reach across strips.
enum { PN_STRIP_BYTES = 262144, PN_IDAT_BYTES = 262144, PN_MAX_WORKERS = 64 };

void pn_encode_fail(pn_encode_job *job, const char *text) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&job->failed, &expected, 1)) {
        snprintf(job->message, sizeof job->message, "%s", text);
    }
}

typedef struct {
    pn_encode_job *job;
    void (*task)(pn_encode_job *, size_t, pn_encode_scratch *);
    atomic_size_t next;
    pn_encode_scratch scratch[PN_MAX_WORKERS];
} pn_pool;

typedef struct { pn_pool *pool; int worker; } pn_worker_arg;

/// Takes strips in order until none is left; which thread takes which does not matter.
static void *pn_worker(void *argument) {
    pn_worker_arg *arg = (pn_worker_arg *)argument;
    pn_pool *pool = arg->pool;
    for (;;) {
        size_t index = atomic_fetch_add(&pool->next, 1);
        if (index >= pool->job->strip_count || atomic_load(&pool->job->failed)) break;
        pool->task(pool->job, index, &pool->scratch[arg->worker]);
    }
    return NULL;
}

/// Runs `task` on every strip with up to `workers` threads (the calling one included).
static void pn_run(pn_pool *pool, int workers, void (*task)(pn_encode_job *, size_t, pn_encode_scratch *)) {
    pool->task = task;
    atomic_store(&pool->next, 0);
    pthread_t threads[PN_MAX_WORKERS];
    pn_worker_arg args[PN_MAX_WORKERS];
    int started[PN_MAX_WORKERS] = { 0 };
    for (int w = 1; w < workers; w++) {
        args[w] = (pn_worker_arg){ pool, w };
        started[w] = pthread_create(&threads[w], NULL, pn_worker, &args[w]) == 0;
    }
    args[0] = (pn_worker_arg){ pool, 0 };
    pn_worker(&args[0]);  // threads that failed to start leave their share to the others
    for (int w = 1; w < workers; w++) if (started[w]) pthread_join(threads[w], NULL);
}

typedef struct { void (*task)(void *); void *arg; } pn_thread_task;

static void *pn_thread_main(void *raw) {
    pn_thread_task *t = (pn_thread_task *)raw;
    t->task(t->arg);
    return NULL;
}

void pn_in_parallel(void (*task)(void *), void *first, void *second) {
    pthread_t thread;
    pn_thread_task t = { task, second };
    const int started = pthread_create(&thread, NULL, pn_thread_main, &t) == 0;
    task(first);
    if (started) pthread_join(thread, NULL);
    else task(second);
}

static uint8_t *pn_put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
    return p + 4;
}

/// Writes one chunk (length, type, data, CRC) at `p` and returns the end.
static uint8_t *pn_chunk(uint8_t *p, const char type[4], const uint8_t *data, size_t length) {
    p = pn_put32(p, (uint32_t)length);
    memcpy(p, type, 4);
    if (length > 0) memcpy(p + 4, data, length);
    uint32_t crc = pn_crc32(0, p, length + 4);
    return pn_put32(p + 4 + length, crc);
}

/// Joins the strips into signature, IHDR, sRGB, PLTE and tRNS when the colour type has them,
/// IDAT chunks of the zlib stream, and IEND.
static int pn_assemble(pn_encode_job *job, uint8_t **out, size_t *out_size) {
    size_t deflated = 0;
    for (size_t i = 0; i < job->strip_count; i++) deflated += job->strip_size[i];
    const size_t zlib_size = 2 + deflated + 4;
    uint8_t *stream = (uint8_t *)malloc(zlib_size);
    if (stream == NULL) return 1;
    // The zlib header zlib itself writes for a 32 KiB window: level flags as deflate reports them.
    int flags = (job->strategy >= Z_HUFFMAN_ONLY || job->level < 2) ? 0 : job->level < 6 ? 1 : job->level == 6 ? 2 : 3;
    unsigned header = (0x78u << 8) | ((unsigned)flags << 6);
    header += 31 - header % 31;
    stream[0] = (uint8_t)(header >> 8); stream[1] = (uint8_t)header;
    size_t at = 2;
    uLong adler = job->strip_adler[0];
    const size_t stride = job->row_bytes + 1;
    for (size_t i = 0; i < job->strip_count; i++) {
        memcpy(stream + at, job->strip_out[i], job->strip_size[i]);
        at += job->strip_size[i];
        if (i > 0) {
            size_t rows = (i + 1 == job->strip_count) ? job->height - i * job->rows_per_strip : job->rows_per_strip;
            adler = adler32_combine(adler, job->strip_adler[i], (z_off_t)(rows * stride));
        }
    }
    pn_put32(stream + at, (uint32_t)adler);
    const size_t idat_count = (zlib_size + PN_IDAT_BYTES - 1) / PN_IDAT_BYTES;
    const size_t palette_bytes = job->palette_size > 0 ? 12 + 3 * (size_t)job->palette_size : 0;
    const size_t trns_bytes = job->trns_size > 0 ? 12 + (size_t)job->trns_size : 0;
    const size_t size = 8 + 25 + 13 + palette_bytes + trns_bytes + idat_count * 12 + zlib_size + 12;
    uint8_t *file = (uint8_t *)malloc(size);
    if (file == NULL) { free(stream); return 1; }
    static const uint8_t signature[8] = { 137, 80, 78, 71, 13, 10, 26, 10 };
    memcpy(file, signature, 8);
    uint8_t ihdr[13];
    pn_put32(ihdr, job->width);
    pn_put32(ihdr + 4, job->height);
    ihdr[8] = (uint8_t)job->bit_depth; ihdr[9] = (uint8_t)job->color_type; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
    uint8_t *p = pn_chunk(file + 8, "IHDR", ihdr, 13);
    const uint8_t intent = 0;  // perceptual
    p = pn_chunk(p, "sRGB", &intent, 1);
    // PLTE, then tRNS, both before the first IDAT (PNG §5.6).
    if (job->palette_size > 0) p = pn_chunk(p, "PLTE", job->palette, 3 * (size_t)job->palette_size);
    if (job->trns_size > 0) p = pn_chunk(p, "tRNS", job->trns, (size_t)job->trns_size);
    for (size_t offset = 0; offset < zlib_size; offset += PN_IDAT_BYTES) {
        size_t length = zlib_size - offset < PN_IDAT_BYTES ? zlib_size - offset : PN_IDAT_BYTES;
        p = pn_chunk(p, "IDAT", stream + offset, length);
    }
    p = pn_chunk(p, "IEND", NULL, 0);
    free(stream);
    *out = file;
    *out_size = (size_t)(p - file);
    return 0;
}

int pn_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int source, int filters,
                  int run_percent, int level, int strategy, int reduce_colors, int workers,
                  uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    *out = NULL;
    *out_size = 0;
    const int channels = source == PN_SOURCE_OPAQUE_RGB ? 3 : 4;
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu
        || (uint64_t)width * (uint64_t)channels + 1 > 0x3fffffffu) {
        snprintf(message, message_size, "image size %ux%u is outside what a PNG row can hold", width, height);
        return 1;
    }
    pn_encode_job *job = (pn_encode_job *)calloc(1, sizeof(pn_encode_job));
    pn_pool *pool = (pn_pool *)calloc(1, sizeof(pn_pool));
    if (job == NULL || pool == NULL) {
        free(job); free(pool);
        snprintf(message, message_size, "out of memory");
        return 1;
    }
    job->pixels = pixels; job->width = width; job->height = height; job->source = source;
    pn_choose_color_type(job, reduce_colors);
    job->filters = filters; job->run_percent = run_percent; job->level = level; job->strategy = strategy;
    const size_t stride = job->row_bytes + 1;
    size_t rows = PN_STRIP_BYTES / stride;
    job->rows_per_strip = (uint32_t)(rows < 1 ? 1 : rows > height ? height : rows);
    job->strip_count = (height + job->rows_per_strip - 1) / job->rows_per_strip;
    // Enough whole rows before a strip to hold a full 32 KiB window (fewer near the top).
    size_t dictionary_rows = (32768 + stride - 1) / stride;
    job->dictionary_rows = (uint32_t)(dictionary_rows > height ? height : dictionary_rows);
    atomic_init(&job->failed, 0);
    job->strip_adler = (uint32_t *)calloc(job->strip_count, sizeof(uint32_t));
    job->strip_out = (uint8_t **)calloc(job->strip_count, sizeof(uint8_t *));
    job->strip_size = (size_t *)calloc(job->strip_count, sizeof(size_t));
    if (workers < 1) workers = 1;
    if (workers > PN_MAX_WORKERS) workers = PN_MAX_WORKERS;
    if ((size_t)workers > job->strip_count) workers = (int)job->strip_count;
    int ready = 0;
    while (ready < workers && pn_encode_scratch_init(&pool->scratch[ready], job) == 0) ready++;
    int status = 0;
    if (job->strip_adler == NULL || job->strip_out == NULL || job->strip_size == NULL || ready == 0) {
        pn_encode_fail(job, "out of memory");
    } else {
        pool->job = job;
        pn_run(pool, ready, pn_encode_strip);
        if (!atomic_load(&job->failed) && pn_assemble(job, out, out_size) != 0) pn_encode_fail(job, "out of memory for the file");
    }
    if (atomic_load(&job->failed)) {
        snprintf(message, message_size, "%s", job->message);
        status = 1;
    }
    for (int w = 0; w < ready; w++) pn_encode_scratch_free(&pool->scratch[w]);
    if (job->strip_out != NULL) for (size_t i = 0; i < job->strip_count; i++) free(job->strip_out[i]);
    free(job->strip_out); free(job->strip_size); free(job->strip_adler);
    free(job); free(pool);
    return status;
}

void pn_png_free(uint8_t *bytes) { free(bytes); }

/// Whether every one of `count` RGBA pixels at `pixels` has alpha 255.
static int pn_opaque_run(const uint8_t *pixels, size_t count) {
    // Eight pixels a step: AND their words, then test the alpha bytes (vectorised by the compiler).
    const uint32_t alpha = 0xff000000u;  // little-endian byte 3 of each pixel
    size_t i = 0;
    for (; i + 64 <= count; i += 64) {
        uint32_t all = 0xffffffffu;
        for (size_t k = 0; k < 64; k++) {
            uint32_t word;
            memcpy(&word, pixels + 4 * (i + k), 4);
            all &= word;
        }
        if ((all & alpha) != alpha) return 0;
    }
    for (; i < count; i++) if (pixels[4 * i + 3] != 255) return 0;
    return 1;
}

typedef struct { const uint8_t *pixels; size_t count; int opaque; } pn_opaque_part;

static void pn_opaque_task(void *raw) {
    pn_opaque_part *part = (pn_opaque_part *)raw;
    part->opaque = pn_opaque_run(part->pixels, part->count);
}

int pn_rgba_is_opaque(const uint8_t *pixels, size_t count) {
    if (count < PN_PARALLEL_SCAN_PIXELS) return pn_opaque_run(pixels, count);
    const size_t half = count / 2;
    pn_opaque_part first = { pixels, half, 0 }, second = { pixels + 4 * half, count - half, 0 };
    pn_in_parallel(pn_opaque_task, &first, &second);
    return first.opaque && second.opaque;
}
