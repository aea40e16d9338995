#ifndef CPNG_H
#define CPNG_H
/*
 * The only code in Flipbook that calls libpng. Every entry point sets its own setjmp, turns libpng
 * errors and warnings into a cpng_status (code + copied messages) and never lets a longjmp escape,
 * so callers (Swift) only ever see plain returns. Memory handed out is released with cpng_free.
 */
#include <stddef.h>
#include <stdint.h>

/* Result codes (cpng_status.code). */
#define CPNG_OK 0
#define CPNG_INVALID_ARGUMENT 1 /* a caller bug or an image PNG cannot hold (e.g. zero width) */
#define CPNG_NOT_PNG 2          /* empty input, or the bytes do not start with the PNG signature */
#define CPNG_LIMIT_EXCEEDED 3   /* the header claims more pixels than the caller allows */
#define CPNG_OUT_OF_MEMORY 4
#define CPNG_LIBPNG_ERROR 5     /* libpng rejected the data (damaged, truncated, invalid) */
#define CPNG_STOPPED 6          /* the caller's should_stop asked the encoder to stop */
#define CPNG_COMPRESSOR_ERROR 7 /* libdeflate failed to compress the image data */

/* Row filters for cpng_encode_options.filters (same values as libpng's PNG_FILTER_*). */
#define CPNG_FILTER_NONE 0x08
#define CPNG_FILTER_SUB 0x10
#define CPNG_FILTER_UP 0x20
#define CPNG_FILTER_AVG 0x40
#define CPNG_FILTER_PAETH 0x80

/* zlib strategies for cpng_encode_options.strategy (same values as zlib's Z_*). */
#define CPNG_STRATEGY_DEFAULT 0
#define CPNG_STRATEGY_FILTERED 1
#define CPNG_STRATEGY_HUFFMAN_ONLY 2
#define CPNG_STRATEGY_RLE 3
#define CPNG_STRATEGY_FIXED 4

/* Which deflate implementation compresses the image data (cpng_encode_options.compressor). */
#define CPNG_COMPRESSOR_ZLIB 0       /* libpng's own zlib stream, row by row */
#define CPNG_COMPRESSOR_LIBDEFLATE 1 /* every row UP-filtered here, the whole image compressed at once */
#define CPNG_COMPRESSOR_RENDERED 2   /* Flipbook's own deflate for rendered frames: rows filtered here (NONE,
                                        SUB or UP, chosen per row), matches at distance 1, one pixel and one
                                        row, dynamic Huffman codes per block of rows */

#define CPNG_MESSAGE_SIZE 256

/* The outcome of one call. Messages are NUL-terminated copies, truncated to fit. */
typedef struct {
    int code;                         /* CPNG_OK or one of the error codes above */
    unsigned warning_count;           /* libpng warnings seen (also on success) */
    char message[CPNG_MESSAGE_SIZE];  /* why the call failed, when code != CPNG_OK */
    char warnings[CPNG_MESSAGE_SIZE]; /* the warnings' texts, separated by "; " */
} cpng_status;

/* Bytes allocated by CPNG; release `bytes` with cpng_free. */
typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} cpng_buffer;

/* Encoder settings. A negative value leaves libpng's own default in place. */
typedef struct {
    int compressor;        /* CPNG_COMPRESSOR_* */
    int compression_level; /* zlib level 0...9, or libdeflate level 0...12 (negative: 6); rendered: negative */
    int filters;           /* bitwise OR of CPNG_FILTER_* (libpng picks per row among them); libdeflate:
                              CPNG_FILTER_UP or negative; rendered: NONE, SUB and UP only (negative: SUB | UP) */
    int strategy;          /* CPNG_STRATEGY_* (zlib only; others: negative) */
    int strip_alpha;       /* nonzero: write RGB, dropping the 4th byte of every pixel */
    int srgb_chunk;        /* nonzero: write an sRGB chunk (perceptual intent) */
    /* Optional: asked every CPNG_STOP_CHECK_ROWS rows; nonzero ends the encode with CPNG_STOPPED. */
    int (*should_stop)(void *stop_context);
    void *stop_context;
} cpng_encode_options;

/* How many rows the encoder writes (or filters) between calls of cpng_encode_options.should_stop; the
   libdeflate compressor also asks once after compressing. */
#define CPNG_STOP_CHECK_ROWS 16

/* Decoder limits, checked before any pixel memory is allocated. */
typedef struct {
    uint32_t max_width;
    uint32_t max_height;
    uint64_t max_pixels;
} cpng_limits;

/* The size of a decoded image; its width * height * 4 bytes of straight-alpha RGBA8 (rows top to bottom)
   are in the caller's buffer. */
typedef struct {
    uint32_t width;
    uint32_t height;
} cpng_image;

/* The version string of the libpng this build links against. */
const char *cpng_libpng_version(void);

/*
 * Encodes straight-alpha RGBA8 rows (`row_bytes` apart, at least width * 4) as an 8-bit,
 * non-interlaced PNG into `out`. libpng writes the signature and every chunk (with its CRC); with
 * CPNG_COMPRESSOR_LIBDEFLATE only the IDAT chunks' zlib stream comes from libdeflate, with
 * CPNG_COMPRESSOR_RENDERED from CPNG's own deflate. Returns
 * status->code; on failure `out` is left empty.
 */
int cpng_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes,
                      const cpng_encode_options *options, cpng_buffer *out, cpng_status *status);

/*
 * Decodes any PNG libpng can read (every colour type and bit depth, palette, tRNS, interlaced)
 * into straight-alpha RGBA8: low bit depths are expanded, 16-bit samples scaled with rounding,
 * grey copied to R, G and B, tRNS turned into alpha, and opaque images get alpha 255. No gamma
 * or colour-profile conversion is applied. The pixels go into the caller's `pixels`, which must hold
 * exactly width * height * 4 bytes (`capacity`) of the size the header claims: the caller allocates
 * them once, after checking the claimed size against its limits and budget, and no other copy of the
 * image is made. The claimed size is checked against `limits` before anything else (a NULL `pixels`
 * is fine then). Returns status->code; on failure the buffer's contents are unspecified.
 */
int cpng_decode_rgba8(const uint8_t *data, size_t size, const cpng_limits *limits, uint8_t *pixels,
                      size_t capacity, cpng_image *image, cpng_status *status);

/* zlib's CRC-32 (as PNG chunks use it), continuing from `crc` (start with 0). */
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t size);

/* Releases memory handed out by CPNG (NULL is fine). */
void cpng_free(void *pointer);

#endif
