#include <stdlib.h>
#include <string.h>
#include "cpng_internal.h"

/* PNG filter type bytes (PNG specification, 9.2). */
enum { FILTER_NONE = 0, FILTER_SUB = 1, FILTER_UP = 2 };

/* The sum of the filtered bytes read as signed values, |v|, for each filter the caller allows: the usual
   estimate of how well a row compresses (small differences code short). The loops have no dependencies
   between bytes, so the compiler vectorises them. */
typedef struct {
    uint64_t none, sub, up;
} filter_costs;

/* |v| of a byte read as signed, as min(v, -v) modulo 256 (128 stays 128), which vectorises well. */
static inline uint8_t magnitude(uint8_t value) {
    uint8_t negated = (uint8_t)(0u - value);
    return value < negated ? value : negated;
}

#define COST_CHUNK 4096 /* bytes summed in 32-bit lanes before adding into the 64-bit totals */

/* The cost of filtering `count` bytes at `row` with NONE, SUB and UP (each only when `filters` asks). */
static filter_costs row_costs(const uint8_t *restrict row, const uint8_t *restrict above, size_t count,
                              unsigned bpp, int filters) {
    filter_costs costs = {0, 0, 0};
    size_t head = bpp < count ? bpp : count;
    for (size_t i = 0; i < head; i++) {
        costs.none += magnitude(row[i]);
        costs.sub += magnitude(row[i]);
        costs.up += magnitude((uint8_t)(row[i] - above[i]));
    }
    for (size_t start = head; start < count; start += COST_CHUNK) {
        size_t end = count - start > COST_CHUNK ? start + COST_CHUNK : count;
        uint32_t none = 0, sub = 0, up = 0;
        if (filters & CPNG_FILTER_NONE)
            for (size_t i = start; i < end; i++) none += magnitude(row[i]);
        if (filters & CPNG_FILTER_SUB)
            for (size_t i = start; i < end; i++) sub += magnitude((uint8_t)(row[i] - row[i - bpp]));
        if (filters & CPNG_FILTER_UP)
            for (size_t i = start; i < end; i++) up += magnitude((uint8_t)(row[i] - above[i]));
        costs.none += none, costs.sub += sub, costs.up += up;
    }
    return costs;
}

void cpng_filter_row(const uint8_t *restrict row, const uint8_t *restrict above, size_t count, unsigned bpp,
                     int filters, uint8_t *restrict out) {
    if ((filters & CPNG_FILTER_UP) && memcmp(row, above, count) == 0) { /* the row repeats: all zeros */
        out[0] = FILTER_UP;
        memset(out + 1, 0, count);
        return;
    }
    int chosen = FILTER_UP;
    if (filters != CPNG_FILTER_UP) {
        filter_costs costs = row_costs(row, above, count, bpp, filters);
        uint64_t best = UINT64_MAX;
        if (filters & CPNG_FILTER_UP) best = costs.up;
        if ((filters & CPNG_FILTER_SUB) && costs.sub < best) best = costs.sub, chosen = FILTER_SUB;
        if ((filters & CPNG_FILTER_NONE) && costs.none < best) best = costs.none, chosen = FILTER_NONE;
    }
    out[0] = (uint8_t)chosen;
    out++;
    switch (chosen) {
    case FILTER_NONE:
        memcpy(out, row, count);
        break;
    case FILTER_SUB:
        for (size_t i = 0; i < bpp && i < count; i++) out[i] = row[i];
        for (size_t i = bpp; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    default:
        for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(row[i] - above[i]);
        break;
    }
}
