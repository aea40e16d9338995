// Chipmunk2D 7 (Debian's libchipmunk-dev): the rigid-body engine under UIKit Dynamics (see RigidBodyPhysics).
#include <chipmunk/chipmunk.h>
