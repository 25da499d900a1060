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

#include "table.h"

struct run;

/* Bounds of what a player may type of a bacw unit or range, not rules
 * (the others are in bacw-morale-test.h). */
enum { RANGE_MAX = 999, CASUALTIES_MAX = 99 };

/* bacw/units.csv: what each unit is, and what it has by default. */
enum { UNIT_NAME, UNIT_BASES, UNIT_WEAPON, UNIT_PER_BASE, UNIT_SMALL,
	UNIT_MOUNTED, UNIT_CANNON, UNIT_CAN_GO_DOWN, UNIT_LINE_STOPS_CAVALRY };
extern const struct table_schema unit_table;

/* bacw/shoot.csv, one row: the die, the number to hit, the ranges, the
 * pins a hit adds, and the bases up to which a loss tests morale. */
enum { SHOOT_SIDES, SHOOT_HIT_ON, SHOOT_CLOSE_RANGE, SHOOT_LONG_PERCENT,
	SHOOT_PINS_ON_HIT, SHOOT_ENFILADE_PINS, SHOOT_TEST_UP_TO,
	SHOOT_BY_START };
extern const struct table_schema shoot_table;

/* bacw/shoot-modifiers.csv: what each modifier to hit is worth, and
 * whether it holds in hand-to-hand combat too. */
enum { MODIFIER_NAME, MODIFIER_VALUE, MODIFIER_IN_MELEE, MODIFIER_CONDITION };
extern const struct table_schema shoot_modifier_table;

/* Its rows, by their names: each must be there. */
enum { M_CLOSE_RANGE, M_PINS, M_LONG_RANGE, M_MOVED, M_MOUNTED,
	M_FAILED_CHARGE, M_TARGET_DOWN, M_TARGET_SMALL,
	M_ARTILLERY_CASUALTIES, M_INTERPENETRATED, NSHOOT_MODIFIERS };
extern const char *const shoot_modifier[NSHOOT_MODIFIERS];

/* bacw/cover.csv: the target's cover, to hit. */
enum { COVER_NAME, COVER_MODIFIER };
extern const struct table_schema cover_table;

/* bacw/experience.csv: the firers' modifier to hit, and what a hit on
 * a unit of that experience needs to wound. */
enum { EXPERIENCE_NAME, EXPERIENCE_TO_HIT, EXPERIENCE_WOUND_ON };
extern const struct table_schema experience_table;

/* bacw/to-hit-extremes.csv: a band of the number to hit, the face the
 * die needs and, past the die, the follow-up's (0: none). */
enum { EXTREME_LOW, EXTREME_HIGH, EXTREME_FIRST, EXTREME_THEN,
	EXTREME_READING };
extern const struct table_schema extreme_table;

/* bacw/exceptional.csv, one row: the wound die that is re-rolled, what
 * the re-roll needs to kill the colonel, and whether colonels fall in
 * melee too. */
enum { EXCEPTIONAL_TRIGGER, EXCEPTIONAL_KILLS_ON, EXCEPTIONAL_IN_MELEE };
extern const struct table_schema exceptional_table;

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

/* The number to hit before its modifiers (shoot.csv). */
void hit_need_begin(struct run *run, struct hit_need *h);
/* Modifier m, times over, noted with modifier_add() for side (NULL: no
 * sides). */
void hit_need_modifier(struct run *run, struct hit_need *h, int m,
    long times, const char *side);
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
