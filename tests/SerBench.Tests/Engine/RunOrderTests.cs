namespace SerBench.Tests.Engine;

public sealed class RunOrderTests
{
    private static readonly int[] Items = [.. Enumerable.Range(0, 20)];

    [Fact]
    public void The_same_seed_and_round_give_the_same_order()
    {
        Assert.Equal(RunOrder.Shuffle(Items, 421, 1), RunOrder.Shuffle(Items, 421, 1));
        Assert.Equal(RunOrder.Shuffle(Items, 421, 2, salt: 3), RunOrder.Shuffle(Items, 421, 2, salt: 3));
    }

    [Fact]
    public void Rounds_seeds_and_salts_give_different_orders_of_the_same_items()
    {
        var first = RunOrder.Shuffle(Items, 421, 1);
        Assert.NotEqual(first, RunOrder.Shuffle(Items, 421, 2));
        Assert.NotEqual(first, RunOrder.Shuffle(Items, 422, 1));
        Assert.NotEqual(first, RunOrder.Shuffle(Items, 421, 1, salt: 1));
        Assert.Equal(Items, first.Order());
    }
}
