/*
 * Flipbook's deflate for rendered frames. UI frames are mostly flat colour: filtered rows are long runs of
 * zeros (a row equal to the one above, UP-filtered) or of one pixel's bytes (an edge crossing a flat area),
 * and rows of a gradient or shadow repeat the row above once filtered. So the only matches looked for are
 * at distance 1, one pixel and one row, each checked directly (no hash chains), and every block of rows
 * gets dynamic Huffman codes built from its own symbol counts. Blocks that would not shrink are stored.
 */
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "cpng_huffman.h"
#include "cpng_internal.h"

#define BLOCK_BYTES_TARGET (256u * 1024u) /* filtered bytes per deflate block, rounded up to whole rows */
#define WINDOW 32768u                     /* deflate's largest distance */
#define MIN_MATCH 3
#define MAX_MATCH 258
#define LITLEN_SYMBOLS 286
#define DIST_SYMBOLS 30
#define END_OF_BLOCK 256
#define MATCH_FLAG 0x80000000u /* token: MATCH_FLAG | (length - 3) << 8 | which distance (0...2); literal: its byte */

/* ---- Symbols of lengths and distances (RFC 1951, 3.2.5) ---- */

static uint16_t length_symbol[MAX_MATCH + 1]; /* 257...285 */
static const uint8_t length_extra_bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                              2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};

static void fill_length_symbols(void) {
    for (int symbol = 0; symbol < 29; symbol++) {
        int last = symbol == 28 ? MAX_MATCH : length_base[symbol] + (1 << length_extra_bits[symbol]) - 1;
        if (symbol == 27) last = 257; /* 258 has its own symbol */
        for (int length = length_base[symbol]; length <= last; length++)
            length_symbol[length] = (uint16_t)(257 + symbol);
    }
}

static inline unsigned distance_symbol(uint32_t distance) {
    uint32_t d = distance - 1;
    if (d < 4) return d;
    unsigned top = 31u - (unsigned)__builtin_clz(d);
    return 2 * top + ((d >> (top - 1)) & 1);
}

static inline unsigned distance_extra_bits(unsigned symbol) { return symbol < 4 ? 0 : symbol / 2 - 1; }

static inline uint32_t distance_base(unsigned symbol) {
    if (symbol < 4) return symbol + 1;
    unsigned extra = distance_extra_bits(symbol);
    return (uint32_t)((2 + (symbol & 1)) << extra) + 1;
}

/* ---- Bits, least significant first ---- */

typedef struct {
    uint64_t bits;
    unsigned count;
    uint8_t *out;
} bit_writer;

/* Stores the 8 bytes of `bits` at `out`, least significant first. */
static inline void store_le64(uint8_t *out, uint64_t bits) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(out, &bits, 8);
#else
    for (int i = 0; i < 8; i++) out[i] = (uint8_t)(bits >> (8 * i));
#endif
}

/* Appends the low `count` bits of `value` (count ≤ 56) to the pending `bits`. Stores all eight bytes every
   time and moves on by the whole bytes filled, so there is no branch; the buffer has 8 bytes to spare. A
   macro over the caller's locals, so the hot loop keeps the writer in registers. */
#define PUT_BITS(bits, pending, out, value, count)                                                                   \
    do {                                                                                                             \
        (bits) |= (uint64_t)(value) << (pending);                                                                    \
        (pending) += (count);                                                                                        \
        store_le64((out), (bits));                                                                                   \
        (out) += (pending) >> 3;                                                                                     \
        (bits) = ((pending) & ~7u) == 64 ? 0 : (bits) >> ((pending) & ~7u);                                          \
        (pending) &= 7;                                                                                              \
    } while (0)

static inline void put_bits(bit_writer *w, uint64_t value, unsigned count) {
    PUT_BITS(w->bits, w->count, w->out, value, count);
}

/* Writes out the pending bits, padded with zeros to a whole byte. */
static void align_to_byte(bit_writer *w) {
    if (w->count > 0) *w->out++ = (uint8_t)w->bits; /* fewer than 8 bits are ever pending */
    w->bits = 0;
    w->count = 0;
}

/* ---- Matching ---- */

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* How many of the first `limit` bytes at `a` and `b` are equal. */
static inline size_t common_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t difference = load64(a + n) ^ load64(b + n);
        if (difference != 0) return n + (size_t)(__builtin_ctzll(difference) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

/* One block's tokens and symbol counts. */
typedef struct {
    uint32_t *tokens;
    size_t count;
    uint32_t litlen[LITLEN_SYMBOLS];
    uint32_t dist[DIST_SYMBOLS];
} block_tokens;

/*
 * Tokens for data[start, end): at each position the longest match at `distances` (1, one pixel, one row;
 * the row only when it is within the window; the shorter distance on ties, as it codes shorter), or a
 * literal. `data` from its beginning is the window; the buffer has at least 8 readable bytes past `end`,
 * which no comparison counts.
 */
static void tokenize(const uint8_t *data, size_t start, size_t end, const uint32_t distances[3],
                     block_tokens *block) {
    int candidates = distances[2] <= WINDOW ? 3 : 2;
    uint32_t *tokens = block->tokens;
    size_t count = 0, p = start;
    while (p < end) {
        size_t limit = end - p < MAX_MATCH ? end - p : MAX_MATCH;
        size_t best = 0;
        int best_candidate = 0;
        if (limit >= MIN_MATCH) {
            uint32_t here = load32(data + p) & 0xFFFFFFu;
            for (int c = 0; c < candidates; c++) {
                uint32_t distance = distances[c];
                if (distance > p || ((load32(data + p - distance) & 0xFFFFFFu) != here)) continue;
                size_t length = MIN_MATCH + common_length(data + p + MIN_MATCH, data + p - distance + MIN_MATCH,
                                                          limit - MIN_MATCH);
                if (length > best) best = length, best_candidate = c;
                if (length == limit) break;
            }
        }
        if (best >= MIN_MATCH) {
            tokens[count++] = MATCH_FLAG | (uint32_t)(best - MIN_MATCH) << 8 | (uint32_t)best_candidate;
            block->litlen[length_symbol[best]]++;
            block->dist[distance_symbol(distances[best_candidate])]++;
            p += best;
        } else {
            tokens[count++] = data[p];
            block->litlen[data[p]]++;
            p++;
        }
    }
    block->litlen[END_OF_BLOCK]++;
    block->count = count;
}

/* ---- Blocks ---- */

/* The order the code-length code's lengths are sent in (RFC 1951, 3.2.7). */
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* A dynamic block's codes and its header, run-length coded: symbols 0...18 with their extra bits. */
typedef struct {
    uint8_t litlen_lengths[LITLEN_SYMBOLS];
    uint16_t litlen_codes[LITLEN_SYMBOLS];
    uint8_t dist_lengths[DIST_SYMBOLS];
    uint16_t dist_codes[DIST_SYMBOLS];
    int litlen_count, dist_count, code_length_count;
    uint8_t code_length_lengths[19];
    uint16_t code_length_codes[19];
    uint8_t header_symbols[LITLEN_SYMBOLS + DIST_SYMBOLS];
    uint8_t header_extras[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int header_count;
    uint64_t bits; /* the whole block's size in bits, header included */
} dynamic_block;

/* Run-length codes the concatenated code lengths with symbols 16 (repeat the previous 3-6 times), 17 (3-10
   zeros) and 18 (11-138 zeros); counts the symbols into `frequencies`. */
static void encode_lengths(dynamic_block *b, uint32_t *frequencies) {
    uint8_t all[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int total = b->litlen_count + b->dist_count;
    memcpy(all, b->litlen_lengths, (size_t)b->litlen_count);
    memcpy(all + b->litlen_count, b->dist_lengths, (size_t)b->dist_count);
    int n = 0;
    for (int i = 0; i < total;) {
        int run = 1;
        while (i + run < total && all[i + run] == all[i]) run++;
        if (all[i] == 0 && run >= 3) {
            int take = run > 138 ? 138 : run;
            b->header_symbols[n] = take >= 11 ? 18 : 17;
            b->header_extras[n++] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
            i += take;
        } else if (all[i] != 0 && run >= 4) {
            b->header_symbols[n] = all[i];
            b->header_extras[n++] = 0;
            int take = run - 1 > 6 ? 6 : run - 1;
            b->header_symbols[n] = 16;
            b->header_extras[n++] = (uint8_t)(take - 3);
            i += 1 + take;
        } else {
            b->header_symbols[n] = all[i];
            b->header_extras[n++] = 0;
            i++;
        }
    }
    b->header_count = n;
    for (int i = 0; i < n; i++) frequencies[b->header_symbols[i]]++;
}

/* Builds the block's codes and header and measures it. */
static void plan_dynamic_block(const block_tokens *tokens, dynamic_block *b) {
    cpng_huffman_lengths(tokens->litlen, LITLEN_SYMBOLS, 15, b->litlen_lengths);
    cpng_huffman_lengths(tokens->dist, DIST_SYMBOLS, 15, b->dist_lengths);
    cpng_huffman_codes(b->litlen_lengths, LITLEN_SYMBOLS, b->litlen_codes);
    cpng_huffman_codes(b->dist_lengths, DIST_SYMBOLS, b->dist_codes);
    b->litlen_count = LITLEN_SYMBOLS;
    while (b->litlen_count > 257 && b->litlen_lengths[b->litlen_count - 1] == 0) b->litlen_count--;
    b->dist_count = DIST_SYMBOLS;
    while (b->dist_count > 1 && b->dist_lengths[b->dist_count - 1] == 0) b->dist_count--;
    uint32_t frequencies[19] = {0};
    encode_lengths(b, frequencies);
    cpng_huffman_lengths(frequencies, 19, 7, b->code_length_lengths);
    cpng_huffman_codes(b->code_length_lengths, 19, b->code_length_codes);
    b->code_length_count = 19;
    while (b->code_length_count > 4 && b->code_length_lengths[code_length_order[b->code_length_count - 1]] == 0)
        b->code_length_count--;

    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)b->code_length_count;
    static const uint8_t header_extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
    for (int s = 0; s < 19; s++) bits += (uint64_t)frequencies[s] * (b->code_length_lengths[s] + header_extra_bits[s]);
    for (int s = 0; s < LITLEN_SYMBOLS; s++) {
        uint64_t extra = s > 256 ? length_extra_bits[s - 257] : 0;
        bits += (uint64_t)tokens->litlen[s] * (b->litlen_lengths[s] + extra);
    }
    for (unsigned s = 0; s < DIST_SYMBOLS; s++)
        bits += (uint64_t)tokens->dist[s] * (b->dist_lengths[s] + distance_extra_bits(s));
    b->bits = bits;
}

/* A symbol's code with its extra bits appended, ready for put_bits. */
typedef struct {
    uint32_t bits;
    uint32_t count;
} coded;

/* Writes the block: its header, then every token through tables of ready-made codes (literals, lengths
   with their extra bits, and the three distances), so a match is a single put_bits. */
static void write_dynamic_block(bit_writer *w, const block_tokens *tokens, const dynamic_block *b,
                                const uint32_t distances[3]) {
    put_bits(w, 2 << 1, 3); /* not final; type 2 (dynamic codes) */
    put_bits(w, (uint64_t)(b->litlen_count - 257), 5);
    put_bits(w, (uint64_t)(b->dist_count - 1), 5);
    put_bits(w, (uint64_t)(b->code_length_count - 4), 4);
    for (int i = 0; i < b->code_length_count; i++) put_bits(w, b->code_length_lengths[code_length_order[i]], 3);
    static const uint8_t header_extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
    for (int i = 0; i < b->header_count; i++) {
        unsigned symbol = b->header_symbols[i];
        put_bits(w, b->code_length_codes[symbol], b->code_length_lengths[symbol]);
        if (header_extra_bits[symbol] > 0) put_bits(w, b->header_extras[i], header_extra_bits[symbol]);
    }
    coded literals[256], lengths[MAX_MATCH - MIN_MATCH + 1], matched[3];
    for (int s = 0; s < 256; s++) literals[s] = (coded){b->litlen_codes[s], b->litlen_lengths[s]};
    for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
        unsigned symbol = length_symbol[length], index = symbol - 257;
        lengths[length - MIN_MATCH] =
            (coded){b->litlen_codes[symbol] | (uint32_t)(length - length_base[index]) << b->litlen_lengths[symbol],
                    b->litlen_lengths[symbol] + length_extra_bits[index]};
    }
    for (int c = 0; c < 3; c++) {
        unsigned symbol = distance_symbol(distances[c]);
        matched[c] = (coded){b->dist_codes[symbol] | (distances[c] - distance_base(symbol)) << b->dist_lengths[symbol],
                             b->dist_lengths[symbol] + distance_extra_bits(symbol)};
    }
    const uint32_t *token = tokens->tokens, *end = token + tokens->count;
    uint64_t bits = w->bits;
    unsigned pending = w->count;
    uint8_t *out = w->out;
    for (; token < end; token++) {
        if (!(*token & MATCH_FLAG)) {
            PUT_BITS(bits, pending, out, literals[*token].bits, literals[*token].count);
        } else {
            coded length = lengths[(*token >> 8) & 0xFF], distance = matched[*token & 3];
            PUT_BITS(bits, pending, out, length.bits | (uint64_t)distance.bits << length.count,
                     length.count + distance.count);
        }
    }
    w->bits = bits, w->count = pending, w->out = out;
    put_bits(w, b->litlen_codes[END_OF_BLOCK], b->litlen_lengths[END_OF_BLOCK]);
}

/* The block's bytes as stored blocks of at most 65535 bytes (none final). */
static void write_stored_blocks(bit_writer *w, const uint8_t *data, size_t size) {
    do {
        size_t piece = size < 65535 ? size : 65535;
        put_bits(w, 0, 3); /* not final; type 0 (stored) */
        align_to_byte(w);
        w->out[0] = (uint8_t)piece, w->out[1] = (uint8_t)(piece >> 8);
        w->out[2] = (uint8_t)~piece, w->out[3] = (uint8_t)(~piece >> 8);
        memcpy(w->out + 4, data, piece);
        w->out += 4 + piece;
        data += piece;
        size -= piece;
    } while (size > 0);
}

static uint64_t stored_bits(size_t size) { return ((uint64_t)size + 5 * (size / 65535 + 1)) * 8 + 7; }

/* ---- The stream ---- */

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

/* Room the stream may need for `filtered_size` bytes in `blocks` blocks: each block is stored when that is
   smaller, plus the zlib header, the final empty block and the checksum. */
static size_t stream_bound(size_t filtered_size, size_t blocks) {
    return filtered_size + 5 * (filtered_size / 65535 + blocks + 1) + 64;
}

int cpng_rendered_image_data(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes,
                             const cpng_encode_options *options, const uint8_t **stream, size_t *stream_size,
                             cpng_status *status) {
    *stream = NULL;
    *stream_size = 0;
    pthread_once(&tables_once, fill_length_symbols);
    int strip_alpha = options->strip_alpha;
    unsigned bpp = strip_alpha ? 3 : 4;
    int filters = options->filters < 0 ? (CPNG_FILTER_SUB | CPNG_FILTER_UP) : options->filters;
    size_t count = (size_t)width * bpp, stride = count + 1;
    if (height > (SIZE_MAX - 16) / stride / 2)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT, "a %ux%u image is too large to filter in memory",
                               width, height);
    size_t filtered_size = (size_t)height * stride;
    size_t rows_per_block = stride >= BLOCK_BYTES_TARGET ? 1 : (BLOCK_BYTES_TARGET + stride - 1) / stride;
    size_t blocks = (height + rows_per_block - 1) / rows_per_block;
    size_t bound = stream_bound(filtered_size, blocks);
    cpng_workspace *space = cpng_thread_workspace();
    if (space == NULL) return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "out of memory for an encoder workspace");
    uint8_t *rows = calloc(strip_alpha ? 3 : 1, count + 1);
    uint8_t *filtered = cpng_reserve(&space->filtered, &space->filtered_capacity, filtered_size + 16);
    uint8_t *out = cpng_reserve(&space->stream, &space->stream_capacity, bound);
    size_t token_bytes = rows_per_block * stride * sizeof(uint32_t);
    uint8_t *token_memory = (uint8_t *)space->tokens;
    token_memory = cpng_reserve(&token_memory, &space->tokens_capacity, token_bytes);
    space->tokens = (uint32_t *)token_memory;
    if (rows == NULL || filtered == NULL || out == NULL || token_memory == NULL) {
        free(rows);
        return cpng_set_status(status, CPNG_OUT_OF_MEMORY,
                               "out of memory for the filtered image data (%zu bytes) and its compressed form "
                               "(up to %zu bytes)", filtered_size, bound);
    }
    memset(filtered + filtered_size, 0, 16); /* read past the end by the 4- and 8-byte loads, never counted */

    bit_writer w = {0, 0, out};
    out[0] = 0x78, out[1] = 0x01; /* zlib: deflate, 32 KiB window, no dictionary; (0x7801 % 31 == 0) */
    w.out = out + 2;
    uint32_t adler = 1;
    const uint8_t *above = rows; /* the zero row */
    block_tokens tokens;
    dynamic_block plan;
    const uint32_t distances[3] = {1, bpp, (uint32_t)(stride <= WINDOW ? stride : WINDOW + 1)};
    int code = CPNG_OK;
    for (uint32_t first = 0; first < height && code == CPNG_OK; first += (uint32_t)rows_per_block) {
        uint32_t last = first + (uint32_t)rows_per_block < height ? first + (uint32_t)rows_per_block : height;
        for (uint32_t y = first; y < last; y++) {
            if (y % CPNG_STOP_CHECK_ROWS == 0 && cpng_stop_requested(options)) {
                code = cpng_set_status(status, CPNG_STOPPED, "stopped on request");
                break;
            }
            const uint8_t *row = rgba + (size_t)y * row_bytes;
            if (strip_alpha) {
                uint8_t *packed = rows + (1 + y % 2) * (count + 1);
                cpng_pack_rgb(row, packed, width);
                row = packed;
            }
            cpng_filter_row(row, above, count, bpp, filters, filtered + (size_t)y * stride);
            above = row;
        }
        if (code != CPNG_OK) break;
        size_t start = (size_t)first * stride, end = (size_t)last * stride;
        adler = libdeflate_adler32(adler, filtered + start, end - start);
        memset(tokens.litlen, 0, sizeof tokens.litlen);
        memset(tokens.dist, 0, sizeof tokens.dist);
        tokens.tokens = space->tokens;
        tokenize(filtered, start, end, distances, &tokens);
        plan_dynamic_block(&tokens, &plan);
        if (plan.bits <= stored_bits(end - start))
            write_dynamic_block(&w, &tokens, &plan, distances);
        else
            write_stored_blocks(&w, filtered + start, end - start);
    }
    free(rows);
    if (code != CPNG_OK) return code;
    put_bits(&w, 1 | 1 << 1, 3); /* the final block: fixed codes, */
    put_bits(&w, 0, 7);          /* holding only the end-of-block code (seven zero bits) */
    align_to_byte(&w);
    w.out[0] = (uint8_t)(adler >> 24), w.out[1] = (uint8_t)(adler >> 16);
    w.out[2] = (uint8_t)(adler >> 8), w.out[3] = (uint8_t)adler;
    w.out += 4;
    if (cpng_stop_requested(options)) return cpng_set_status(status, CPNG_STOPPED, "stopped on request");
    *stream = out;
    *stream_size = (size_t)(w.out - out);
    return CPNG_OK;
}
