# --format (issue 19 item 5): the odds and --vary's tables as markdown
# or csv, the same numbers as the text form (2d6 at or under the target:
# 7/12 at 7, 13/18 at 8, by hand, as odds.t).  Markdown's blank lines,
# which end a case here, show as "~".
$ bacw-morale --pins 1 --odds --format markdown | sed 's/^$/~/'
PASS 58.33% (7/12)
~
casualties: target 7 (regular 8, 1 pin -1)
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| pass |  | 7/12 | 58.333% |  |  |
| fail |  | 5/12 | 41.667% |  |  |

$ bacw-morale --pins 1 --odds --format csv
section,outcome,value,fraction,chance,or better,direction
,pass,,7/12,58.333%,,
,fail,,5/12,41.667%,,

# A row a value: csv has the head line first, nothing above it.
$ bacw-morale --odds --vary pins=0..2 --format csv
pins,answer,pass,fail,fraction
0,72.222%,72.222%,27.778%,13/18
1,58.333%,58.333%,41.667%,7/12
2,41.667%,41.667%,58.333%,5/12

# A grid has each cell's fraction beside it (issue 32), and its corner
# is "pins / colonel": pandoc read "pins\colonel" as an escape.  The
# fractions are 2d6 at or under 7 - pins (+1 with a colonel), by hand.
$ bacw-morale --odds --vary pins=0..2 --vary colonel --format markdown | sed 's/^$/~/'
best pins=0 colonel=yes: PASS 83.33% (5/6)
~
| pins / colonel | no | no fraction | yes | yes fraction |
| :-- | --: | --: | --: | --: |
| 0 | 72.222% | 13/18 | 83.333% | 5/6 |
| 1 | 58.333% | 7/12 | 72.222% | 13/18 |
| 2 | 41.667% | 5/12 | 58.333% | 7/12 |

# --need's line stays the first line of markdown.
$ bacw-morale --odds --vary pins=0..2 --need 'pass@1/2' --format markdown | sed 's/^$/~/'
pins=0: pass 72.22% (13/18), reaching 1/2
~
best pins=0: PASS 72.22% (13/18)
~
| pins | answer | pass | fail | fraction |
| :-- | --: | --: | --: | --: |
| 0 | 72.222% | 72.222% | 27.778% | 13/18 |
| 1 | 58.333% | 58.333% | 41.667% | 7/12 |
| 2 | 41.667% | 41.667% | 58.333% | 5/12 |

# json is --json.
$ bacw-morale --pins 1 --odds --format json >a && bacw-morale --pins 1 --odds --json >b && cmp a b && echo same
same

$ bacw-morale --pins 1 --format json --dice 3,4 | jq -r .outcome
pass

$ bacw-morale --pins 1 --format text --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1)
casualties: holds its ground

# In a batch, a line's --format holds for that line.
$ printf -- '--pins 1 --odds --format csv\n--pins 1 --odds\n' | bacw-morale --batch
section,outcome,value,fraction,chance,or better,direction
,pass,,7/12,58.333%,,
,fail,,5/12,41.667%,,
PASS 58.33% (7/12)
casualties: target 7 (regular 8, 1 pin -1)
pass                    7/12  58.333%  ############
fail                    5/12  41.667%  ########

$ bacw-morale --pins 1 --format csv
! bacw-morale: --format csv needs --odds
[2]

$ bacw-morale --pins 1 --format svg
! bacw-morale: --format svg needs --odds
[2]

# A picture or a page is one document: not one a batch line.
$ bacw-morale --pins 1 --odds --format svg --batch
! bacw-morale: --format svg and --batch cannot go together
[2]

$ bacw-morale --odds --format html --batch
! bacw-morale: --format html and --batch cannot go together
[2]

$ bacw-morale --pins 1 --format html
! bacw-morale: --format html needs --odds
[2]

$ bacw-morale --pins 1 --odds --format html --json
! bacw-morale: --format html and --json cannot go together
[2]

$ bacw-morale --pins 1 --odds --format svg --json
! bacw-morale: --format svg and --json cannot go together
[2]

$ bacw-morale --pins 1 --odds --format csv --json
! bacw-morale: --format csv and --json cannot go together
[2]

$ bacw-morale --pins 1 --odds --format xml
! bacw-morale: --format: 'xml' is not one of text, json, markdown, csv, svg or html
[2]

$ bacw-morale --pins 1 --odds --format
! bacw-morale: --format needs a value
[2]
