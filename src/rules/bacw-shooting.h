/*
 * bacw-shooting.h - the Bolt Action ACW to-hit and to-wound tables: the
 * units (units.csv), the number to hit (shoot.csv) less its modifiers
 * (shoot-modifiers.csv, cover.csv, experience.csv), read on the die as
 * to-hit-extremes.csv says, and the wounds' 6s re-rolled
 * (exceptional.csv).  bacw-shoot fires by them and bacw-melee strikes
 * by them: they read the tables alike, through this.
 */
#ifndef MUSKET_BACW_SHOOTING_H
#define MUSKET_BACW_SHOOTING_H

#include <stddef.h>

#include "bacw.h"

struct run;

/* Its rows, by their names: each must be there. */
enum { M_CLOSE_RANGE, M_PINS, M_LONG_RANGE, M_MOVED, M_MOUNTED,
	M_FAILED_CHARGE, M_TARGET_DOWN, M_TARGET_SMALL,
	M_ARTILLERY_CASUALTIES, M_INTERPENETRATED, NSHOOT_MODIFIERS };
extern const char *const shoot_modifier[NSHOOT_MODIFIERS];

/* The number to hit and the faces it comes to on the die. */
struct hit_need {
	long		 need;		/* with the modifiers */
	int		 first;		/* the face the die needs; 0: none */
	int		 then;		/* the follow-up's face; 0: none */
};

/* Once the tables are loaded: the one row of shoot.csv and of
 * exceptional.csv, a row for each modifier, faces on the die, and a
 * wound that the trigger re-rolls; else table_fail(). */
void shooting_check(struct run *run);

/* Each cell of t's column names a unit, a row of units.csv, else
 * table_fail(). */
void unit_column_check(struct run *run, const struct table *t, int column);

/* The number to hit before its modifiers (shoot.csv). */
void hit_need_begin(struct run *run, struct hit_need *h);
/* Modifier m, times over, noted with modifier_add() for side (NULL: no
 * sides). */
void hit_need_modifier(struct run *run, struct hit_need *h, int m,
    long times, const char *side);
/* The same at its row of shoot-modifiers.csv, found once by a caller
 * that resolves many times (bacw-melee's odds walk). */
void hit_need_modifier_at(struct run *run, struct hit_need *h, int m,
    size_t row, long times, const char *side);
/* The firers' experience, the row of experience.csv, and the target's
 * cover, the row of cover.csv: noted where not 0. */
void hit_need_experience(struct run *run, struct hit_need *h, size_t row,
    const char *side);
void hit_need_cover(struct run *run, struct hit_need *h, size_t row,
    const char *side);
/* The faces, once every modifier is in. */
void hit_need_faces(struct run *run, struct hit_need *h);

/* "3+ (3+, close-range +1, pins -2)": the modifiers noted for side
 * (NULL: all of them). */
void hit_need_explain(struct run *run, const struct hit_need *h,
    const char *side);
/* "hit_on" and "follow_up_on", null where there is none. */
void hit_need_json(struct run *run, const struct hit_need *h);

#endif
