/* HarfBuzz's shaping API (with its own OpenType font functions; FreeType is not involved). */
#include <hb.h>
#include <hb-ot.h>
