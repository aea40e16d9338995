#ifndef CPNG_H
#define CPNG_H
/// The version string of the libpng this build links against.
const char *cpng_libpng_version(void);
#endif
