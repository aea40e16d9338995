#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include "cpng_internal.h"

static pthread_key_t workspace_key;
static pthread_once_t workspace_key_once = PTHREAD_ONCE_INIT;
static int workspace_key_created;

static void free_workspace(void *pointer) {
    cpng_workspace *space = pointer;
    free(space->filtered);
    free(space->stream);
    free(space->tokens);
    if (space->compressor != NULL) libdeflate_free_compressor(space->compressor);
    free(space);
}

static void create_workspace_key(void) {
    workspace_key_created = pthread_key_create(&workspace_key, free_workspace) == 0;
}

cpng_workspace *cpng_thread_workspace(void) {
    pthread_once(&workspace_key_once, create_workspace_key);
    if (!workspace_key_created) return NULL;
    cpng_workspace *space = pthread_getspecific(workspace_key);
    if (space != NULL) return space;
    space = calloc(1, sizeof *space);
    if (space != NULL && pthread_setspecific(workspace_key, space) != 0) {
        free(space);
        return NULL;
    }
    return space;
}

uint8_t *cpng_reserve(uint8_t **buffer, size_t *capacity, size_t size) {
    if (*capacity < size) {
        free(*buffer);
        *buffer = malloc(size);
        *capacity = *buffer != NULL ? size : 0;
    }
    return *buffer;
}
