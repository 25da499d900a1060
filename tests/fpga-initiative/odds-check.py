#!/usr/bin/env python3
# Independent model of fpga-initiative's odds, python fractions: every
# subset of dice considered (not only the lowest), the higher side
# answering when behind; d4s rolled with the 2d6, tied d4s rolled again
# only when a tie of totals needs them.
from fractions import Fraction as F
from itertools import product, combinations
import sys
D=range(1,7)
def subsets(k):
    return [c for m in range(k+1) for c in combinations(range(2),m)]
def outcomes(dice,sub):
    for new in product(D,repeat=len(sub)):
        d=list(dice)
        for i,v in zip(sub,new): d[i]=v
        yield F(1,6**len(sub)), sum(d)
def win(t,u,tie):  # chance t's side wins; tie: +1 t's, -1 other, 0 unknown
    return F(1) if t>u else F(0) if t<u else (F(1) if tie>0 else F(0) if tie<0 else F(1,2))
def higher_answer(t, hdice, tie, k, pol):
    # chance lower (total t) wins; higher acts only when behind
    u=sum(hdice)
    if pol=='die2':  # named: its second die as rolled, ahead or not
        return sum(w*win(t,uu,tie) for w,uu in outcomes(hdice,(1,)))
    if tie==0 and t==u:
        return (higher_answer(t,hdice,1,k,pol)+higher_answer(t,hdice,-1,k,pol))/2
    if u>t or (u==t and tie<0): return win(t,u,tie)
    cands=[]
    for sub in (subsets(k) if pol=='best' else [tuple(sorted(range(2),key=lambda i:hdice[i])[:k])]):
        cands.append(sum(w*win(t,uu,tie) for w,uu in outcomes(hdice,sub)))
    return min(cands)
def lower_choice(ldice,hdice,tie,kl,kh,pl,ph):
    cands=[]
    if pl.startswith('below'):  # each die below the face, up to kl
        low=sorted(range(2),key=lambda i:ldice[i])
        pl_sub=tuple(i for i in low if ldice[i]<int(pl[5:]))[:kl]
    for sub in ([pl_sub] if pl.startswith('below') else [(1,)] if pl=='die2' else subsets(kl) if pl=='best' else [tuple(sorted(range(2),key=lambda i:ldice[i])[:kl])]):
        p=F(0)
        for new in product(D,repeat=len(sub)):
            d=list(ldice)
            for i,v in zip(sub,new): d[i]=v
            p+=F(1,6**len(sub))*higher_answer(sum(d),hdice,tie,kh,ph)
        cands.append(p)
    return max(cands)
def p_a(ka,kb,pa,pb):
    P=F(0)
    for a in product(D,repeat=2):
        for b in product(D,repeat=2):
            ta,tb=sum(a),sum(b)
            for st,w in ((1,F(6,16)),(-1,F(6,16)),(0,F(4,16))):  # a's d4 ahead, behind, tied
                w=w/1296
                def a_lower(tie_a):  # a lower, chance a wins
                    return lower_choice(a,b,tie_a,ka,kb,pa,pb)
                def b_lower(tie_b):
                    return 1-lower_choice(b,a,tie_b,kb,ka,pb,pa)
                if ta!=tb:
                    P+=w*(a_lower(st) if ta<tb else b_lower(-st))
                elif st!=0:
                    P+=w*(a_lower(st) if st<0 else b_lower(-st))
                else:
                    P+=w*(a_lower(-1)+b_lower(-1))/2
    return P
# usage: odds-check.py A_REROLLS B_REROLLS A_POLICY B_POLICY (best|lowest|die2: its second die, named|belowN for
# the lower side)
ka,kb,pa,pb=int(sys.argv[1]),int(sys.argv[2]),sys.argv[3],sys.argv[4]
x=p_a(ka,kb,pa,pb); print(x, float(x))
