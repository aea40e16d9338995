// See include/chipmunk_steps.h. Arithmetic is as written: no contraction into fused multiply-adds, so results
// are the same bits as the Swift they replace.
#pragma STDC FP_CONTRACT OFF

#include <chipmunk/chipmunk_private.h>
#include <math.h>

#include "chipmunk_steps.h"

/// Whether a joint holds the body or an accepted arbiter with contacts touches it (as of the last step).
static int is_constrained(cpBody *body) {
    if (body->constraintList) return 1;
    for (cpArbiter *arbiter = body->arbiterList; arbiter; arbiter = cpArbiterNext(arbiter, body)) {
        if (cpArbiterGetCount(arbiter) > 0 && arbiter->data != NULL) return 1;
    }
    return 0;
}

void flipbook_integrate_position(struct cpBody *body, double dt) {
    cpBodyUpdatePosition(body, dt);
    if (cpBodyGetType(body) != CP_BODY_TYPE_DYNAMIC) return;
    cpVect force = body->f;
    cpFloat torque = body->t;
    if (!(force.x != 0 || force.y != 0 || torque != 0) || is_constrained(body)) return;
    cpFloat mass_inverse = 1 / body->m;
    if (isfinite(mass_inverse) && (force.x != 0 || force.y != 0)) {
        cpVect p = body->p;
        cpFloat half = dt * dt / 2 * mass_inverse;
        cpBodySetPosition(body, cpv(p.x + force.x * half, p.y + force.y * half));
    }
    cpFloat moment_inverse = 1 / body->i;
    if (isfinite(moment_inverse) && moment_inverse > 0 && torque != 0) {
        cpBodySetAngle(body, body->a + torque * dt * dt / 2 * moment_inverse);
    }
}

unsigned char flipbook_mix_materials(struct cpArbiter *arbiter, struct cpSpace *space, void *data) {
    (void)space;
    (void)data;
    if (arbiter->data == (cpDataPointer)flipbook_between_bodies_mark) {
        cpFloat a = arbiter->a->e, b = arbiter->b->e;
        arbiter->e = b >= a ? b : a;
        arbiter->u = sqrt(arbiter->a->u * arbiter->b->u);
    }
    return cpTrue;
}

void flipbook_add_force(struct cpBody *body, double x, double y) {
    body->f.x += x;
    body->f.y += y;
}
