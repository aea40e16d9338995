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

/* Filtered bytes per piece, rounded to whole rows: each piece is one libdeflate call, so a stop asked for
   during a huge image's compression waits for one piece at most (about 0.1 s at level 12 on UI frames). */
#define PIECE_BYTES (1u << 20)

/* The FLG byte libdeflate's zlib wrapper writes for `level` (its compression-level hint), after CMF 0x78,
   so that (CMF << 8 | FLG) is a multiple of 31. */
static uint8_t zlib_flags(int level) {
    unsigned hint = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned header = 0x78u << 8 | hint << 6;
    return (uint8_t)(header + (31 - header % 31) % 31);
}

/* Makes the raw deflate stream of `size` bytes at `piece` (one libdeflate call's output, its last block final)
   continue: clears the last block's final bit and appends an empty non-final stored block, which ends on a byte
   boundary, where the next piece's stream starts. Returns the piece's new size, or 0 when the bytes are not
   the stream expected. `piece` has room for 5 more bytes. */
static size_t make_continuable(uint8_t *piece, size_t size) {
    size_t last_block = 0, end = 0;
    if (cpng_deflate_last_block(piece, size, &last_block, &end) != 0 || (end + 7) / 8 != size) return 0;
    piece[last_block / 8] &= (uint8_t) ~(1u << (last_block % 8));
    if (end % 8 != 0) piece[size - 1] &= (uint8_t)((1u << (end % 8)) - 1); /* bits after end-of-block: zero */
    unsigned free_bits = (unsigned)((8 - end % 8) % 8);
    if (free_bits < 3) piece[size++] = 0; /* the stored block's 3 header bits (000) end in a byte of their own */
    piece[size++] = 0x00, piece[size++] = 0x00; /* LEN 0 */
    piece[size++] = 0xFF, piece[size++] = 0xFF; /* NLEN */
    return size;
}

int cpng_deflate_image_data(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int level,
                            const cpng_encode_options *options, const uint8_t **stream, size_t *stream_size,
                            cpng_status *status) {
    *stream = NULL;
    *stream_size = 0;
    int strip_alpha = options->strip_alpha;
    size_t count = (size_t)width * (strip_alpha ? 3 : 4);
    if (height > SIZE_MAX / 2 / (1 + count))
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT, "a %ux%u image is too large to filter in memory",
                               width, height);
    size_t filtered_size = (size_t)height * (1 + count);
    size_t piece_rows = PIECE_BYTES / (1 + count) > 0 ? PIECE_BYTES / (1 + count) : 1;
    cpng_workspace *space = cpng_thread_workspace();
    if (space == NULL) return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "out of memory for a libdeflate workspace");
    struct libdeflate_compressor *compressor = compressor_at(space, level);
    if (compressor == NULL)
        return cpng_set_status(status, CPNG_OUT_OF_MEMORY,
                               "cannot create a libdeflate compressor at level %d (levels are 0...12)", level);
    size_t bound = 2 + 4; /* the zlib header and Adler-32 */
    for (size_t y = 0; y < height; y += piece_rows) {
        size_t rows = height - y < piece_rows ? height - y : piece_rows;
        bound += libdeflate_deflate_compress_bound(compressor, rows * (1 + count)) + 5;
    }
    uint8_t *rows = calloc(strip_alpha ? 3 : 1, count + 1);
    uint8_t *filtered = cpng_reserve(&space->filtered, &space->filtered_capacity, filtered_size);
    uint8_t *out = cpng_reserve(&space->stream, &space->stream_capacity, bound);
    int code = CPNG_OK;
    size_t size = 2;
    if (rows == NULL || filtered == NULL || out == NULL)
        code = cpng_set_status(status, CPNG_OUT_OF_MEMORY,
                               "out of memory for the filtered image data (%zu bytes) and its compressed form "
                               "(up to %zu bytes)", filtered_size, bound);
    else if (filter_rows(rgba, width, height, row_bytes, strip_alpha, options, rows, filtered) != CPNG_OK)
        code = cpng_set_status(status, CPNG_STOPPED, "stopped on request");
    free(rows);
    if (code != CPNG_OK) return code;

    out[0] = 0x78, out[1] = zlib_flags(level);
    for (size_t y = 0; y < height; y += piece_rows) {
        if (cpng_stop_requested(options)) return cpng_set_status(status, CPNG_STOPPED, "stopped on request");
        size_t piece_size = (height - y < piece_rows ? height - y : piece_rows) * (1 + count);
        const uint8_t *piece = filtered + y * (1 + count);
        size_t compressed = libdeflate_deflate_compress(compressor, piece, piece_size, out + size, bound - size);
        if (compressed != 0 && y + piece_rows < height) compressed = make_continuable(out + size, compressed);
        if (compressed == 0)
            return cpng_set_status(status, CPNG_COMPRESSOR_ERROR,
                                   "libdeflate could not compress %zu bytes of image data into %zu bytes", piece_size,
                                   bound - size);
        size += compressed;
    }
    if (cpng_stop_requested(options)) return cpng_set_status(status, CPNG_STOPPED, "stopped on request");
    uint32_t adler = libdeflate_adler32(1, filtered, filtered_size);
    out[size++] = (uint8_t)(adler >> 24), out[size++] = (uint8_t)(adler >> 16);
    out[size++] = (uint8_t)(adler >> 8), out[size++] = (uint8_t)adler;
    *stream = out;
    *stream_size = size;
    return CPNG_OK;
}
