# --list names every value of a house table, however many (completions
# are made from it): here 3 shipped and 300 more.
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && seq 300 | sed 's/^/house_rated_quality_number_/; s/$/,8/' >>t/bacw/morale.csv && bacw-order -T t --list | grep -- --quality | wc -w
304

# A message lists whole names, and "..." for those that do not fit.
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && seq 300 | sed 's/^/house_rated_quality_number_/; s/$/,8/' >>t/bacw/morale.csv && bacw-order -T t --morale x
! bacw-order: --morale: 'x' is not one of inexperienced, regular, veteran, house_rated_quality_number_1, house_rated_quality_number_2, house_rated_quality_number_3, house_rated_quality_number_4, house_rated_quality_number_5, house_rated_quality_number_6, house_rated_quality_number_7, ..., or a number from 2 to 12
[2]
