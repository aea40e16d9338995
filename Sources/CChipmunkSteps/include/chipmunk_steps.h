// The per-step work of RigidBodyPhysics's world that Chipmunk calls back for every body or contact, in C on
// Chipmunk's own structures: reading a field here costs what it costs Chipmunk, not a call through its API.
#ifndef FLIPBOOK_CHIPMUNK_STEPS_H
#define FLIPBOOK_CHIPMUNK_STEPS_H

struct cpBody;
struct cpArbiter;
struct cpSpace;

/// The user data RigidBodyPhysics gives an accepted arbiter between two bodies (a rejected one's is NULL; one
/// between a body and a boundary holds 2).
static const unsigned long flipbook_between_bodies_mark = 1;

/// Position update: Chipmunk's, plus ½ · (force / mass) · dt² (and the same for torque and angle) for a body
/// in free flight: no joint, and no contact whose arbiter is marked accepted.
void flipbook_integrate_position(struct cpBody *body, double dt);

/// Pre-solve callback: an arbiter marked as between two bodies gets the larger restitution and the geometric
/// mean of the frictions (Box2D's mixing, which UIKit Dynamics follows). Always accepts.
unsigned char flipbook_mix_materials(struct cpArbiter *arbiter, struct cpSpace *space, void *data);

/// Adds (x, y) to the force on `body` for the next step, without waking it (the world never lets bodies sleep).
void flipbook_add_force(struct cpBody *body, double x, double y);

#endif
