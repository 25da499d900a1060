/*
 * datadir.c - the folder of shipped tables the build was made for
 * (make's DATADIR), alone in its object: installing under another
 * PREFIX recompiles this file and relinks, not the suite.
 */
#include "tables-dir.h"

#ifndef MUSKET_DATADIR
#define MUSKET_DATADIR "/usr/local/share/musket/tables"
#endif

const char musket_datadir[] = MUSKET_DATADIR;
