# The EXAMPLES of bacw-shoot(1), word for word.
$ bacw-shoot --range 10 --dice 6,3,1,4,5,2,6,3,3,1,4,1,6,5,2,3,6,2,5

$ bacw-shoot --range 10 --target-colonel --odds

$ bacw-shoot --unit artillery --range 12 --cover soft --seed 1862

$ bacw-shoot --range 10 --target-casualties 2 --dice 3,3,3,3,1,1,1,1,1,1,4,4,1,1 --json | jq .morale_test
