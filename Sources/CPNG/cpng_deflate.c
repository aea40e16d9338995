#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include "cpng_internal.h"

/* The workspace's compressor, made anew when the level changes; NULL when out of memory. */
static struct libdeflate_compressor *compressor_at(cpng_workspace *space, int level) {
    if (space->compressor != NULL && space->level == level) return space->compressor;
    if (space->compressor != NULL) libdeflate_free_compressor(space->compressor);
    space->compressor = libdeflate_alloc_compressor(level);
    space->level = level;
    return space->compressor;
}

#define PNG_FILTER_TYPE_UP 2

/* One filtered row: the filter type byte, then each byte minus the byte above it (modulo 256). The
   loop has no dependencies between bytes, so the compiler vectorises it. */
static void filter_up(const uint8_t *restrict row, const uint8_t *restrict above, uint8_t *restrict out,
                      size_t count) {
    out[0] = PNG_FILTER_TYPE_UP;
    for (size_t i = 0; i < count; i++) out[1 + i] = (uint8_t)(row[i] - above[i]);
}

/* Filters every row into `filtered` (height × (1 + width × channels) bytes). `rows` has room for two
   packed rows of 3 × width + 1 bytes when stripping alpha (the current one and the one above), and
   one zero row either way. Returns CPNG_STOPPED when asked to stop. */
static int filter_rows(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int strip_alpha,
                       const cpng_encode_options *options, uint8_t *rows, uint8_t *filtered) {
    size_t count = (size_t)width * (strip_alpha ? 3 : 4);
    const uint8_t *above = rows; /* the zero row: the first row's UP filter leaves its bytes as they are */
    for (uint32_t y = 0; y < height; y++) {
        if (y % CPNG_STOP_CHECK_ROWS == 0 && cpng_stop_requested(options)) return CPNG_STOPPED;
        const uint8_t *row = rgba + (size_t)y * row_bytes;
        if (strip_alpha) {
            uint8_t *packed = rows + (1 + y % 2) * (count + 1);
            cpng_pack_rgb(row, packed, width);
            row = packed;
        }
        filter_up(row, above, filtered + (size_t)y * (1 + count), count);
        above = row;
    }
    return CPNG_OK;
}

int cpng_deflate_image_data(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int level,
                            const cpng_encode_options *options, const uint8_t **stream, size_t *stream_size,
                            cpng_status *status) {
    *stream = NULL;
    *stream_size = 0;
    int strip_alpha = options->strip_alpha;
    size_t count = (size_t)width * (strip_alpha ? 3 : 4);
    if (height > SIZE_MAX / (1 + count))
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT, "a %ux%u image is too large to filter in memory",
                               width, height);
    size_t filtered_size = (size_t)height * (1 + count);
    cpng_workspace *space = cpng_thread_workspace();
    if (space == NULL) return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "out of memory for a libdeflate workspace");
    struct libdeflate_compressor *compressor = compressor_at(space, level);
    if (compressor == NULL)
        return cpng_set_status(status, CPNG_OUT_OF_MEMORY,
                               "cannot create a libdeflate compressor at level %d (levels are 0...12)", level);
    size_t bound = libdeflate_zlib_compress_bound(compressor, filtered_size);
    uint8_t *rows = calloc(strip_alpha ? 3 : 1, count + 1);
    uint8_t *filtered = cpng_reserve(&space->filtered, &space->filtered_capacity, filtered_size);
    uint8_t *out = cpng_reserve(&space->stream, &space->stream_capacity, bound);
    int code = CPNG_OK;
    size_t size = 0;
    if (rows == NULL || filtered == NULL || out == NULL)
        code = cpng_set_status(status, CPNG_OUT_OF_MEMORY,
                               "out of memory for the filtered image data (%zu bytes) and its compressed form "
                               "(up to %zu bytes)", filtered_size, bound);
    else if (filter_rows(rgba, width, height, row_bytes, strip_alpha, options, rows, filtered) != CPNG_OK)
        code = cpng_set_status(status, CPNG_STOPPED, "stopped on request");
    else if ((size = libdeflate_zlib_compress(compressor, filtered, filtered_size, out, bound)) == 0)
        code = cpng_set_status(status, CPNG_COMPRESSOR_ERROR,
                               "libdeflate could not compress %zu bytes of image data into %zu bytes",
                               filtered_size, bound);
    else if (cpng_stop_requested(options))
        code = cpng_set_status(status, CPNG_STOPPED, "stopped on request");
    free(rows);
    if (code != CPNG_OK) return code;
    *stream = out;
    *stream_size = size;
    return CPNG_OK;
}
