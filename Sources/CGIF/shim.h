/* giflib's API as one module: the streaming encoder (EGif*) and the decoder the tests read GIFs back with. */
#include <gif_lib.h>
